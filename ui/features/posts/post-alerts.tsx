import { Suspense } from "react";
import { useScreenLoad } from "../../components/use-screen-load";
import { Link } from "wouter";
import { isKeptAnnouncement } from "../../../core/posts/announcement-filter";
import { useI18n } from "../../i18n/i18n-context";
import { usePostsSession } from "./posts-session";
import * as css from "./posts.css";
import { useHasPorts, usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

/**
 * The dashboard's alerts (announcements of type 6 with alert_type 2, spec 3, core's filter) and
 * banners, over the widgets; loaded again when the store changes. Nothing shows when there are none
 * or when they cannot be loaded (the dashboard's widgets are what matters).
 */
export function PostAlerts() {
  const { storeVersion } = usePostsSession();
  if (!useHasPorts(POSTS_PORTS)) return null;
  return (
    <Suspense fallback={null}>
      {/* A change of store loads the alerts again (a new instance). */}
      <Alerts key={storeVersion} />
    </Suspense>
  );
}

function Alerts() {
  const api = usePorts(POSTS_PORTS);
  const { t } = useI18n();
  // Decorative: while loading, or when the read fails, the dashboard shows no alerts (as before).
  const view = useScreenLoad(() =>
    Promise.all([api.announcements(), api.banners()]).then(([announcements, banners]) => ({
      alerts: announcements.filter(isKeptAnnouncement),
      banners,
    })),
  );
  if (view.phase !== "ready") return null;
  const loaded = view.data;
  if (loaded.alerts.length === 0 && loaded.banners.length === 0) return null;
  return (
    <section className={css.alerts} aria-label={t("ui_alerts")}>
      {loaded.banners.map((banner) => (
        <p key={`b${banner.id}`} className={css.banner}>
          <strong>{banner.title}</strong> <span>{banner.message}</span>
          {banner.post_id === null ? null : (
            <Link href={`/posts/${banner.post_id}`}>{t("ui_posts_open")}</Link>
          )}
        </p>
      ))}
      {loaded.alerts.map((alert) => (
        <p key={`a${alert.id}`} className={css.alert} role="note">
          <strong>{alert.title}</strong> <span>{alert.message}</span>
          {alert.post_id === null ? null : <Link href={`/posts/${alert.post_id}`}>{t("ui_posts_open")}</Link>}
        </p>
      ))}
    </section>
  );
}
