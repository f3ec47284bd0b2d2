import { useState } from "react";
import type { PostTab } from "../../../core/posts/post-list-query";
import type { PostCategory, PostSummary } from "../../../core/posts/posts-wire";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { emptyState, emptyTitle } from "../../components/page.css";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { PostCard } from "./post-card";
import * as css from "./posts.css";

export interface PostListViewState {
  readonly phase: "noStore" | "loading" | "failed" | "ready";
  readonly tab: PostTab;
  readonly tabs: readonly PostTab[];
  readonly categories: readonly PostCategory[];
  readonly categoryId: number | null;
  readonly search: string;
  readonly rows: readonly PostSummary[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly moreFailed: boolean;
  readonly canPublish: boolean;
}

export type PostListViewEvent =
  | { readonly type: "user.selectTab"; readonly tab: PostTab }
  | { readonly type: "user.filter"; readonly categoryId: number | null; readonly search: string }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.newPost" };

/** /posts: tabs, category and search, the cards, "show more"; head office's "New post". */
export function PostListView({
  state,
  send,
  imageUrl,
}: {
  readonly state: PostListViewState;
  readonly send: (event: PostListViewEvent) => void;
  readonly imageUrl: (post: PostSummary) => string | null;
}) {
  const { t, language } = useI18n();
  const [search, setSearch] = useState(state.search);
  return (
    <>
      <PageHeader title={t("ui_route_posts")} />
      <div className={css.toolbar}>
        <div className={css.tabs} role="tablist" aria-label={t("ui_posts_tabs")}>
          {state.tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              className={css.tab}
              aria-selected={state.tab === tab}
              onClick={() => send({ type: "user.selectTab", tab })}
            >
              {t(`ui_posts_tab_${tab}`)}
            </button>
          ))}
        </div>
        {state.canPublish ? (
          <Button onClick={() => send({ type: "user.newPost" })}>{t("ui_posts_new")}</Button>
        ) : null}
      </div>
      <form
        className={`${css.filters} ${css.filtersGap}`}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.filter", categoryId: state.categoryId, search });
        }}
      >
        <label>
          <span className={css.meta}>{t("ui_posts_category")}</span>
          <br />
          <select
            value={state.categoryId ?? ""}
            onChange={(event) =>
              send({
                type: "user.filter",
                categoryId: event.target.value === "" ? null : Number(event.target.value),
                search,
              })
            }
          >
            <option value="">{t("ui_posts_category_all")}</option>
            {state.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {language === "en-US" ? category.title.en : category.title.gr}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={css.meta}>{t("ui_posts_search")}</span>
          <br />
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {t("ui_posts_search")}
        </Button>
      </form>
      <ListBody state={state} send={send} imageUrl={imageUrl} />
    </>
  );
}

function ListBody({
  state,
  send,
  imageUrl,
}: {
  readonly state: PostListViewState;
  readonly send: (event: PostListViewEvent) => void;
  readonly imageUrl: (post: PostSummary) => string | null;
}) {
  const { t } = useI18n();
  if (state.phase === "noStore") return <p className={emptyTitle}>{t("ui_posts_no_store")}</p>;
  if (state.phase === "loading") return <Loader />;
  if (state.phase === "failed")
    return (
      <div className={emptyState}>
        <StatusMessage message={{ key: "ui_posts_failed", tone: "error" }} />
        <Button onClick={() => send({ type: "user.retry" })}>{t("ui_posts_retry")}</Button>
      </div>
    );
  if (state.rows.length === 0)
    return (
      <div className={emptyState}>
        <p className={emptyTitle}>
          {t(state.search === "" && state.categoryId === null ? "ui_posts_empty" : "ui_posts_empty_search")}
        </p>
      </div>
    );
  return (
    <>
      <ul className={css.list} aria-label={t("ui_route_posts")}>
        {state.rows.map((post) => (
          <PostCard key={post.id} post={post} imageUrl={imageUrl(post)} />
        ))}
      </ul>
      {state.moreFailed ? <StatusMessage message={{ key: "ui_posts_more_failed", tone: "error" }} /> : null}
      {state.hasMore ? (
        <div className={css.more}>
          <Button
            variant="secondary"
            busy={state.loadingMore}
            onClick={() => send({ type: state.moreFailed ? "user.retry" : "user.loadMore" })}
          >
            {t(state.moreFailed ? "ui_posts_retry" : "ui_posts_more")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
