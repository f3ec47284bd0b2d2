import { Link, useLocation } from "wouter";
import { PageHeader } from "../../components/page-header";
import * as navCss from "../../components/section-nav.css";
import { useI18n } from "../../i18n/i18n-context";

const SECTIONS = [
  { path: "/admin/stores", labelKey: "ui_admin_stores" },
  { path: "/admin/companies", labelKey: "ui_admin_companies" },
  { path: "/admin/users", labelKey: "ui_admin_people" },
] as const;

/**
 * The console's title and its three sections as links, drawn like the other screens' section links
 * (every section is open to whoever reached the console: one right opens them all).
 */
export function AdminHeader() {
  const { t } = useI18n();
  const [location] = useLocation();
  return (
    <>
      <PageHeader title={t("ui_menu_admin")} leadKey="ui_admin_lead" />
      <nav aria-label={t("ui_admin_sections")} className={navCss.nav}>
        {SECTIONS.map((section) => (
          <Link
            key={section.path}
            href={section.path}
            className={navCss.link}
            aria-current={location === section.path ? "page" : undefined}
          >
            {t(section.labelKey)}
          </Link>
        ))}
      </nav>
    </>
  );
}
