import { useI18n } from "../i18n/i18n-context";
import { icon, tone as toneClass } from "./status-message.css";

export type MessageTone = keyof typeof toneClass;

export interface ServerMessage {
  /** A translation key (the server speaks in keys). */
  readonly key: string;
  readonly tone: MessageTone;
  /** Values of the text's `{placeholders}`. */
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The server's status answers ("success" / "error") as a message tone. */
export function toneOfStatus(status: string | undefined): MessageTone {
  return status === "success" ? "success" : status === "info" ? "info" : "error";
}

/**
 * A live region that stays in the page, so screen readers announce a message the moment it appears
 * (a region inserted together with its text is often not read).
 */
export function StatusMessage({ message }: { readonly message: ServerMessage | undefined }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {message !== undefined ? (
        <div className={toneClass[message.tone]}>
          <svg className={icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            {message.tone === "success" ? (
              <path
                d="M20 6 9 17l-5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : (
              <>
                <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </>
            )}
          </svg>
          <span>{t(message.key, message.values)}</span>
        </div>
      ) : null}
    </div>
  );
}
