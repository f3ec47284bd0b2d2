import type { ReactNode } from "react";
import type { Temporal } from "temporal-polyfill";
import { Link } from "wouter";
import { dashboardWidgetsFor } from "../../../../core/permissions/dashboard-widgets";
import { DASHBOARD_SHORTCUTS, linksFor } from "../../../../core/permissions/screen-links";
import { selectWidgetPosts, isFeaturedPost, type WidgetPost } from "../../../../core/rules/post-visibility";
import { card, cardHeader, cardTitle, stack, visuallyHidden } from "../../../components/card.css";
import { emptyState } from "../../../components/page.css";
import { PageHeader } from "../../../components/page-header";
import { grid } from "../../../components/page.css";
import { useI18n } from "../../../i18n/i18n-context";
import { useFormatInstant } from "../../../i18n/use-format-date";
import * as css from "./dashboard.css";
import { PostAlerts } from "../../posts/post-alerts";

export interface DashboardPost extends WidgetPost {
  readonly id: number;
  readonly title: string;
  readonly subtitle?: string | null | undefined;
  readonly imageUrl?: string | null | undefined;
}

export interface TrainingMaterialItem {
  readonly id: number;
  readonly title: string;
  readonly c_stamp?: Temporal.Instant | null | undefined;
}

export interface DashboardViewState {
  readonly phase: "loading" | "ready" | "failed";
  readonly firstName: string;
  readonly role: unknown;
  /** "now" comes from the clock adapter with the data (undefined while loading). */
  readonly now: Temporal.Instant | undefined;
  readonly posts: readonly DashboardPost[];
  readonly trainingMaterial: readonly TrainingMaterialItem[];
}

export function DashboardView({
  state,
  lead,
}: {
  readonly state: DashboardViewState;
  /** What the route shows first under the welcome (the store figures of store owners). */
  readonly lead?: ReactNode;
}) {
  const { t } = useI18n();
  const widgets = dashboardWidgetsFor(state.role);
  return (
    <>
      <PageHeader title={t("ui_menu_dashboard")} />
      <section className={css.welcome} aria-label={t("ui_dashboard_welcome_label")}>
        <div>
          <p className={css.welcomeTitle}>{t("ui_dashboard_welcome", { name: state.firstName })}</p>
          <p className={css.welcomeText}>{t("ui_dashboard_welcome_text")}</p>
        </div>
      </section>
      {lead}
      <PostAlerts />
      <div className={grid}>
        {widgets.map((widget) =>
          widget === "posts" ? (
            <PostsWidget key={widget} state={state} />
          ) : (
            <TrainingMaterialWidget key={widget} state={state} />
          ),
        )}
        <ShortcutsCard role={state.role} />
      </div>
    </>
  );
}

function PostsWidget({ state }: { readonly state: DashboardViewState }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  const posts = state.now === undefined ? [] : selectWidgetPosts(state.posts, state.now);
  return (
    <section className={card} aria-labelledby="widget-posts">
      <div className={cardHeader}>
        <h2 id="widget-posts" className={cardTitle}>
          {t("ui_dashboard_posts")}
        </h2>
        <Link href="/posts" className={css.seeAll}>
          {t("ui_see_all")}
        </Link>
      </div>
      <WidgetBody phase={state.phase} empty={posts.length === 0} emptyKey="ui_dashboard_posts_empty">
        <ul className={css.list}>
          {posts.map((post) => (
            <li key={post.id} className={css.postItem}>
              {typeof post.imageUrl === "string" ? (
                <img className={css.thumb} src={post.imageUrl} alt="" />
              ) : null}
              <div className={css.postBody}>
                {isFeaturedPost(post) ? (
                  <span className={css.badge}>{t("ui_dashboard_featured")}</span>
                ) : null}
                <Link href={`/posts/${post.id}`} className={css.postTitle}>
                  {post.title}
                </Link>
                {post.subtitle ? <p className={css.postMeta}>{post.subtitle}</p> : null}
                {(post.from_stamp ?? post.c_stamp) ? (
                  <p className={css.postMeta}>{format(post.from_stamp ?? post.c_stamp ?? undefined)}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </WidgetBody>
    </section>
  );
}

function TrainingMaterialWidget({ state }: { readonly state: DashboardViewState }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  return (
    <section className={card} aria-labelledby="widget-training-material">
      <div className={cardHeader}>
        <h2 id="widget-training-material" className={cardTitle}>
          {t("ui_dashboard_training_material")}
        </h2>
        <Link href="/training_material" className={css.seeAll}>
          {t("ui_see_all")}
        </Link>
      </div>
      <WidgetBody
        phase={state.phase}
        empty={state.trainingMaterial.length === 0}
        emptyKey="ui_dashboard_training_empty"
      >
        <ul className={css.list}>
          {state.trainingMaterial.map((item) => (
            <li key={item.id} className={css.postItem}>
              <span className={css.materialIcon} aria-hidden="true">
                <svg width="20" height="20" viewBox="0 0 24 24">
                  <path
                    d="M6 3h9l4 4v14H6zM14 3v5h5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <div className={css.postBody}>
                {/* Opens this item on /training_material (it opens to its content there). */}
                <Link href={`/training_material#material-${item.id}`} className={css.postTitle}>
                  {item.title}
                </Link>
                {item.c_stamp ? <p className={css.postMeta}>{format(item.c_stamp)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </WidgetBody>
    </section>
  );
}

/**
 * "More in the portal": the screens without a sidebar entry that the role may open (issue #33 item
 * 4; docs/decisions.md, "Screens outside the menu table"). Not one of the spec's widgets: it loads
 * nothing and is the same for every store.
 */
function ShortcutsCard({ role }: { readonly role: unknown }) {
  const { t } = useI18n();
  const links = linksFor(DASHBOARD_SHORTCUTS, role);
  if (links.length === 0) return null;
  return (
    <nav className={card} aria-labelledby="widget-more">
      <div className={cardHeader}>
        <h2 id="widget-more" className={cardTitle}>
          {t("ui_dashboard_more")}
        </h2>
      </div>
      <ul className={css.shortcuts}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className={css.shortcut}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function WidgetBody({
  phase,
  empty,
  emptyKey,
  children,
}: {
  readonly phase: DashboardViewState["phase"];
  readonly empty: boolean;
  readonly emptyKey: string;
  readonly children: ReactNode;
}) {
  const { t } = useI18n();
  if (phase === "loading")
    return (
      // A status, not a bare div with aria-label (a name on a div without a role is an ARIA error
      // axe reports; seen on the dashboard loading again after a store switch).
      <div className={stack} role="status" aria-busy="true">
        <span className={visuallyHidden}>{t("ui_loading")}</span>
        <div className={css.skeleton} />
        <div className={css.skeleton} />
        <div className={css.skeleton} />
      </div>
    );
  if (phase === "failed") return <p className={emptyState}>{t("ui_dashboard_failed")}</p>;
  if (empty) return <p className={emptyState}>{t(emptyKey)}</p>;
  return <>{children}</>;
}
