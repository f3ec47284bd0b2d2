import { Link, useLocation } from "wouter";
import { linksFor, type ScreenLink } from "../../core/permissions/screen-links";
import { useI18n } from "../i18n/i18n-context";
import * as css from "./section-nav.css";

/**
 * Links across the top of related screens (the training screens, the two meeting screens), those the
 * role may open, the current one marked (issue #33 item 4: screens outside the sidebar get a place).
 * Nothing when fewer than two remain.
 */
export function SectionNav({
  labelKey,
  links,
  role,
}: {
  readonly labelKey: string;
  readonly links: readonly ScreenLink[];
  readonly role: unknown;
}) {
  const { t } = useI18n();
  const [location] = useLocation();
  const shown = linksFor(links, role);
  if (shown.length < 2) return null;
  return (
    <nav aria-label={t(labelKey)} className={css.nav}>
      {shown.map((link) => (
        <Link
          key={link.path}
          href={link.path}
          className={css.link}
          // /notes/{id} is under /notes.
          aria-current={location === link.path || location.startsWith(`${link.path}/`) ? "page" : undefined}
        >
          {t(link.labelKey)}
        </Link>
      ))}
    </nav>
  );
}
