import { Link } from "wouter";
import { button } from "../../../components/button.css";
import { card } from "../../../components/card.css";
import { emptyIcon, emptyState, emptyTitle } from "../../../components/page.css";
import { PageHeader } from "../../../components/page-header";
import { useI18n } from "../../../i18n/i18n-context";

/** /error, and what a role that may not open a screen sees ("forbidden"). */
export function ErrorView({ kind = "notFound" }: { readonly kind?: "notFound" | "forbidden" }) {
  const { t } = useI18n();
  const prefix = kind === "forbidden" ? "ui_forbidden" : "ui_error";
  return (
    <>
      <PageHeader title={t(`${prefix}_title`)} />
      <section className={card}>
        <div className={emptyState}>
          <span className={emptyIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="m20 20-4-4M9 9l4 4M13 9l-4 4"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <h2 className={emptyTitle}>{t(`${prefix}_heading`)}</h2>
          <p>{t(`${prefix}_text`)}</p>
          <Link href="/dashboard" className={button.primary}>
            {t("ui_back_to_dashboard")}
          </Link>
        </div>
      </section>
    </>
  );
}
