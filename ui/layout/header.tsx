import { Link } from "wouter";
import { LogoMark } from "../components/logo";
import { LanguageSelect } from "../i18n/language-select";
import { useI18n } from "../i18n/i18n-context";
import { AvatarMenu } from "./avatar-menu";
import { HeaderStorePicker } from "./store-picker";
import { NotificationBell } from "../features/posts/notification-bell";
import { HeaderSearchSlot } from "../features/information/header-search-slot";
import * as css from "./layout.css";
import type { ShellProps } from "./shell-state";

export interface HeaderProps extends ShellProps {
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
}

export function Header({ state, send, menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useI18n();
  return (
    <header className={css.header}>
      <button
        type="button"
        className={css.iconButton}
        aria-expanded={menuOpen}
        aria-controls="portal-sidebar"
        aria-label={t(menuOpen ? "ui_menu_close" : "ui_menu_open")}
        onClick={onToggleMenu}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link href="/dashboard" className={css.logoLink} aria-label={t("ui_header_home")}>
        <LogoMark size={34} />
        <span className={css.logoText}>{t("ui_app_name")}</span>
      </Link>
      <HeaderStorePicker state={state} send={send} />
      <span className={css.headerSpacer} />
      <div className={css.headerActions}>
        <HeaderSearchSlot />
        {state.learningUrl !== undefined ? (
          <a
            className={`${css.headerLink} ${css.hideOnPhone}`}
            href={state.learningUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M2 8l10-5 10 5-10 5zM6 10v5c3 3 9 3 12 0v-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span className={css.wideOnly}>{t("ui_header_learning")}</span>
            <span className={css.wideOnly} aria-hidden="true">
              ↗
            </span>
          </a>
        ) : null}
        {state.externalPortal ? (
          // Between 721 and 1199 px only the icon shows: the label names it. Phones find it in the
          // avatar menu (the header has no room for it at 320 px).
          <button
            type="button"
            className={`${css.headerLink} ${css.hideOnPhone}`}
            aria-label={t("ui_header_external_portal_opens")}
            title={t("ui_header_external_portal_opens")}
            onClick={() => send({ type: "user.openExternalPortal" })}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className={css.wideOnly}>{t("ui_header_external_portal")}</span>
          </button>
        ) : null}
        <NotificationBell />
        <LanguageSelect />
        <AvatarMenu state={state} send={send} />
      </div>
    </header>
  );
}
