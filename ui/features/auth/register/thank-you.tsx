import { Link } from "wouter";
import { block, button } from "../../../components/button.css";
import type { ServerMessage } from "../../../components/status-message";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "../public-shell/form.css";

/** After a successful registration: the server's message (a key) and the spec's thank-you. */
export function ThankYou({ message }: { readonly message: ServerMessage | undefined }) {
  const { t } = useI18n();
  return (
    <div className={css.success} role="status">
      <span className={css.successIcon} aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 24 24">
          <path
            d="M20 6 9 17l-5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2>{t("ui_register_thank_you")}</h2>
      {message !== undefined ? <p>{t(message.key)}</p> : null}
      <p className={css.centreText}>{t("ui_register_thank_you_next")}</p>
      <Link href="/" className={`${button.secondary} ${block}`}>
        {t("ui_register_to_login")}
      </Link>
    </div>
  );
}
