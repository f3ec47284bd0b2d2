import { Suspense, useState } from "react";
import { useScreenLoad } from "../../components/use-screen-load";
import { Link } from "wouter";
import type { NotificationList } from "../../../core/posts/posts-wire";
import { useI18n } from "../../i18n/i18n-context";
import { usePostsSession } from "./posts-session";
import * as css from "./posts.css";
import { popoverPanel, popoverWrap } from "../../components/popover.css";
import { usePopover } from "../../components/use-popover";
import { useHasPorts, usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

/**
 * The header's bell (spec 7, notifications/notification): new posts meant for the user, unread
 * first counted on the bell; opening one marks it read, "mark all as read" clears the count.
 */
export function NotificationBell() {
  const { storeVersion, signedIn } = usePostsSession();
  if (!useHasPorts(POSTS_PORTS)) return null;
  return (
    <Suspense fallback={null}>
      {/* A change of store, or signing in, loads the notifications again (a new instance). */}
      <Bell key={`${storeVersion}:${signedIn}`} />
    </Suspense>
  );
}

const NO_NOTIFICATIONS: NotificationList = { unread: 0, items: [] };

function Bell() {
  const api = usePorts(POSTS_PORTS);
  const { signedIn } = usePostsSession();
  const { t } = useI18n();
  const { open, toggle, close, wrapRef, triggerRef } = usePopover();
  // The list as read once per mount (signed out: none), then as each "mark read" answers it.
  const view = useScreenLoad(() => (signedIn ? api.notifications() : Promise.resolve(NO_NOTIFICATIONS)));
  const [updated, setList] = useState<NotificationList | undefined>(undefined);
  const list = updated ?? (view.phase === "ready" ? view.data : NO_NOTIFICATIONS);
  if (!signedIn) return null;
  const markRead = (postId: number | null) => api.markRead(postId).then(setList, () => undefined);
  const label = `${t("ui_notifications")}${list.unread > 0 ? ` (${list.unread} ${t("ui_notifications_unread")})` : ""}`;
  return (
    <div className={`${css.bell} ${popoverWrap}`} ref={wrapRef}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={toggle}
        style={{ background: "none", border: "none", color: "inherit", cursor: "pointer", padding: 8 }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {list.unread > 0 ? (
          <span className={css.bellCount} aria-hidden="true">
            {list.unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className={popoverPanel} data-testid="notification-panel">
          {list.items.length === 0 ? (
            <p className={css.meta}>{t("ui_notifications_empty")}</p>
          ) : (
            <ul className={css.fileList}>
              {list.items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={`/posts/${item.post_id}`}
                    className={`${css.bellItem} ${item.read ? "" : css.unread}`}
                    onClick={() => {
                      close();
                      void markRead(item.post_id);
                    }}
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {list.unread > 0 ? (
            <button type="button" className={css.bellItem} onClick={() => void markRead(null)}>
              {t("ui_notifications_all_read")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
