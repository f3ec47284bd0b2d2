import { Link } from "wouter";
import { block, button } from "../../../components/button.css";
import { registrationNextSteps } from "../../../../core/auth/registration-next-steps";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "../public-shell/form.css";

/**
 * After a successful registration: the spec's thank-you and one sentence on what comes next, for
 * staff or a trainee. The server's own answer (b2b_register_success) said the same again, so it is
 * not shown here (issue 33).
 */
export function ThankYou({ trainee }: { readonly trainee: boolean }) {
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
      <p className={css.centreText}>{t(registrationNextSteps(trainee).thankYou)}</p>
      <Link href="/" className={`${button.secondary} ${block}`}>
        {t("ui_register_to_login")}
      </Link>
    </div>
  );
}
