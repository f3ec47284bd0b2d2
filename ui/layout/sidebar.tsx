import { Link, useLocation } from "wouter";
import { PRODUCT_VERSION_LABEL } from "../../core/constants/portal-constants";
import { useI18n } from "../i18n/i18n-context";
import * as css from "./layout.css";
import { customPageLinks, isCurrentItem, sidebarMenu, type MenuItem } from "./menu-items";
import type { ShellProps } from "./shell-state";

// The menu entry that carries the warning when exams are pending.
const EXAMS_ENTRY = "training";

export function Sidebar({ state, open }: ShellProps & { readonly open: boolean }) {
  const { t, language } = useI18n();
  const [location] = useLocation();
  const items = sidebarMenu(
    state.menu,
    state.user.role,
    language,
    t,
    state.user.administers === true ? ["administer"] : [],
  );
  const pages = customPageLinks(state.pages, language);
  const company = state.company;

  const renderItem = (item: MenuItem) => (
    <li key={`${item.name}:${item.path}`}>
      <Link
        href={item.path}
        className={css.navLink}
        aria-current={isCurrentItem(item, location) ? "page" : undefined}
      >
        <span className={css.navLabel}>{item.label}</span>
        {item.name === EXAMS_ENTRY && state.pendingExams ? (
          // Icon and a visible line of text: the warning explains itself (issue 20, item 8).
          <span className={css.warningNote} data-menu-note="">
            <svg className={css.warning} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M12 3 2 21h20zM12 10v5M12 18v.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t("ui_sidebar_pending_exams")}
          </span>
        ) : null}
      </Link>
      {item.children.length > 0 ? <ul className={css.navSubList}>{item.children.map(renderItem)}</ul> : null}
    </li>
  );

  return (
    <aside id="portal-sidebar" className={css.sidebar} data-open={open} inert={!open}>
      <nav className={css.nav} aria-label={t("ui_sidebar_menu")}>
        <ul className={css.navList}>{items.map(renderItem)}</ul>
        {pages.length > 0 ? (
          <>
            <h2 className={css.navHeading}>{t("ui_sidebar_pages")}</h2>
            <ul className={css.navList}>
              {pages.map((page) => (
                <li key={page.id}>
                  {page.external ? (
                    <a className={css.navLink} href={page.href} target="_blank" rel="noopener noreferrer">
                      <span className={css.navLabel}>{page.label}</span>
                      <span aria-hidden="true">↗</span>
                    </a>
                  ) : (
                    <Link
                      href={page.href}
                      className={css.navLink}
                      aria-current={location === page.href ? "page" : undefined}
                    >
                      <span className={css.navLabel}>{page.label}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </nav>
      <div className={css.sidebarFoot}>
        <p>{t("ui_sidebar_terms")}</p>
        {company !== undefined ? (
          <div className={css.social}>
            {socialLinks(company).map(({ href, labelKey, icon }) => (
              <a
                key={labelKey}
                className={css.socialLink}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(labelKey)}
              >
                {icon}
              </a>
            ))}
          </div>
        ) : null}
        <p className={css.version}>{PRODUCT_VERSION_LABEL}</p>
      </div>
    </aside>
  );
}

function socialLinks(company: NonNullable<ShellProps["state"]["company"]>) {
  const links = [
    {
      href: company.url,
      labelKey: "ui_social_website",
      icon: (
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      ),
    },
    {
      href: company.facebook,
      labelKey: "ui_social_facebook",
      icon: (
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" fill="currentColor" />
        </svg>
      ),
    },
    {
      href: company.twitter,
      labelKey: "ui_social_twitter",
      icon: (
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 4l16 16M20 4 4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      ),
    },
  ];
  return links.filter(
    (link): link is typeof link & { href: string } =>
      typeof link.href === "string" && link.href.trim() !== "",
  );
}
