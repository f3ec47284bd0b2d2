import { Link } from "wouter";
import { block, button } from "../../../components/button.css";
import { Loader } from "../../../components/loader";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

export interface EmailVerifyViewState {
  readonly phase: "verifying" | "verified" | "failed";
  /** The server's answer (status and a message key). */
  readonly message: ServerMessage | undefined;
}

/** Nothing to send: opening the link is the action; the machine verifies the hash on entry. */
export function EmailVerifyView({ state }: { readonly state: EmailVerifyViewState }) {
  const { t } = useI18n();
  return (
    <PublicShell titleKey="ui_email_verify_title">
      {state.phase === "verifying" ? (
        <Loader labelKey="ui_email_verify_checking" />
      ) : (
        <div className={css.form}>
          <StatusMessage
            message={
              state.message ?? {
                key: state.phase === "verified" ? "ui_email_verify_done" : "ui_email_verify_failed",
                tone: state.phase === "verified" ? "success" : "error",
              }
            }
          />
          <Link href="/" className={`${button.primary} ${block}`}>
            {t("ui_back_to_login")}
          </Link>
        </div>
      )}
    </PublicShell>
  );
}
