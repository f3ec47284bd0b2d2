import { useEffect, useState } from "react";
import { Link, Route, Switch, useLocation, useParams } from "wouter";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import { LanguageSelect } from "../../i18n/language-select";
import * as css from "./dev.css";
import { useDevTools } from "./dev-tools-context";
import { FlowsPage } from "./flows-page";
import { OutboxPage } from "./outbox-page";
import { ReplayPage } from "./replay-page";

/**
 * The demo pages under /dev: trace replay, flow diagrams and the outbox of e-mails and SMS. They are shown by the Vite dev server,
 * and in a build only when the server runs in demo mode (it answers `dev/outbox`, a route that does
 * not exist in production). No sign-in needed: a trace is replayed offline, in the browser.
 */
export function DevRoutes() {
  const { t } = useI18n();
  const port = useDevTools();
  const [allowed, setAllowed] = useState<boolean | undefined>(import.meta.env.DEV ? true : undefined);
  const [location] = useLocation();

  useEffect(() => {
    if (allowed !== undefined) return;
    let live = true;
    (port?.demoMode() ?? Promise.resolve(false)).then(
      (demo) => live && setAllowed(demo),
      () => live && setAllowed(false),
    );
    return () => {
      live = false;
    };
  }, [port, allowed]);

  if (allowed === undefined) return <Loader />;
  return (
    <div className={css.shell}>
      <header className={css.topBar}>
        <span className={css.brand}>
          {t("ui_app_name")} · {t("ui_dev_tools")}
        </span>
        {allowed ? (
          <nav className={css.nav} aria-label={t("ui_dev_tools")}>
            <Link
              href="/dev/replay"
              className={css.navLink}
              aria-current={location === "/dev/replay" ? "page" : undefined}
            >
              {t("ui_dev_replay_title")}
            </Link>
            <Link
              href="/dev/outbox"
              className={css.navLink}
              aria-current={location === "/dev/outbox" ? "page" : undefined}
            >
              {t("ui_dev_outbox_title")}
            </Link>
            <Link
              href="/dev/flows"
              className={css.navLink}
              aria-current={location.startsWith("/dev/flows") ? "page" : undefined}
            >
              {t("ui_dev_flows_title")}
            </Link>
          </nav>
        ) : null}
        <LanguageSelect />
      </header>
      <main id="main" className={css.main}>
        {allowed ? (
          <Switch>
            <Route path="/dev/replay" component={ReplayRoute} />
            <Route path="/dev/flows/:machine?" component={FlowsRoute} />
            <Route path="/dev/outbox" component={OutboxPage} />
            <Route>
              <ReplayRoute />
            </Route>
          </Switch>
        ) : (
          <p role="alert">{t("ui_dev_not_available")}</p>
        )}
      </main>
    </div>
  );
}

function ReplayRoute() {
  return <ReplayPage />;
}

function FlowsRoute() {
  const { machine } = useParams<{ machine?: string }>();
  return <FlowsPage machineId={machine} />;
}
