import { Link } from "wouter";
import { button } from "../../../components/button.css";
import { card } from "../../../components/card.css";
import { PageHeader } from "../../../components/page-header";
import { emptyIcon, emptyState, emptyTitle } from "../../../components/page.css";
import { useI18n } from "../../../i18n/i18n-context";

/** A screen of the spec that this release does not build yet: its title and an honest note, no fake data. */
export function ComingSoonView({ titleKey }: { readonly titleKey: string }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <section className={card}>
        <div className={emptyState}>
          <span className={emptyIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24">
              <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
          <h2 className={emptyTitle}>{t("ui_coming_soon_title")}</h2>
          <p>{t("ui_coming_soon_text")}</p>
          <Link href="/dashboard" className={button.secondary}>
            {t("ui_back_to_dashboard")}
          </Link>
        </div>
      </section>
    </>
  );
}
