import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { SIDEBAR_BREAKPOINT_PX } from "../../core/constants/portal-constants";
import { useI18n } from "../i18n/i18n-context";
import * as css from "./layout.css";
import { ActingAsBanner } from "./acting-as-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { HeaderStorePicker } from "./store-picker";
import type { ShellProps } from "./shell-state";
import { Sidebar } from "./sidebar";
import { useMediaQuery } from "./use-media-query";

/**
 * Header, sidebar and footer around every signed-in screen. Wider than 1219 px the sidebar is docked
 * and open; narrower it is in mobile mode: a drawer over the page, closed until the menu toggle
 * opens it and closed again after each navigation.
 */
export function AppLayout({ state, send, children }: ShellProps & { readonly children: ReactNode }) {
  const { t } = useI18n();
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX + 1}px)`);
  // The drawer remembers the path it was opened on: any navigation closes it without an effect.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const [dockedOpen, setDockedOpen] = useState(true);
  const [location] = useLocation();
  const drawerOpen = !wide && drawerOpenAt === location;
  const setDrawerOpen = (value: boolean) => setDrawerOpenAt(value ? location : null);
  const open = wide ? dockedOpen : drawerOpen;

  useEffect(() => {
    if (!drawerOpen) return;
    const close = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpenAt(null);
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [drawerOpen]);

  return (
    <div className={css.frame}>
      <a href="#main" className={css.skipLink}>
        {t("ui_skip_to_content")}
      </a>
      <ActingAsBanner state={state} send={send} />
      <Header
        state={state}
        send={send}
        menuOpen={open}
        onToggleMenu={() => (wide ? setDockedOpen((value) => !value) : setDrawerOpen(!drawerOpen))}
      />
      <div className={css.body}>
        <Sidebar state={state} send={send} open={open} />
        {drawerOpen ? (
          <button
            type="button"
            className={css.backdrop}
            aria-label={t("ui_menu_close")}
            onClick={() => setDrawerOpen(false)}
          />
        ) : null}
        <div className={css.content} data-docked={wide && dockedOpen}>
          <main id="main" className={css.main} tabIndex={-1}>
            <HeaderStorePicker state={state} send={send} variant="strip" />
            {children}
          </main>
          <Footer company={state.company} />
        </div>
      </div>
    </div>
  );
}
