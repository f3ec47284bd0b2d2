import { useCallback, useState } from "react";
import { useScreenLoad } from "../../components/use-screen-load";
import { keysetPageOf, useKeysetList } from "../../components/use-keyset-list";
import { useLocation } from "wouter";
import type { PostTab } from "../../../core/posts/post-list-query";
import type { PostCategory } from "../../../core/posts/posts-wire";
import type { PostsApiPort } from "../../../machines/posts/posts-ports";
import { PostListView, type PostListViewEvent } from "./post-list-view";
import { usePostsSession } from "./posts-session";
import { usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

const NO_CATEGORIES: readonly PostCategory[] = [];

/** /posts: the posts of the store in view; a change of store starts the list again (spec 4). */
export function PostsRoute() {
  const api = usePorts(POSTS_PORTS);
  const { storeId, canPublish, storeVersion } = usePostsSession();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<PostTab>("active");
  // The category filter's choices; without them (loading, failed) the filter offers "all" only.
  const categoryLoad = useScreenLoad(() => api.categories());
  const categories = categoryLoad.phase === "ready" ? categoryLoad.data : NO_CATEGORIES;
  const tabs: readonly PostTab[] = canPublish ? ["active", "archive", "scheduled"] : ["active", "archive"];
  // Head office reads every store's posts; the others need the store they are looking at.
  const scope = canPublish ? undefined : storeId;
  if (!canPublish && storeId === undefined)
    return (
      <PostListView
        state={{
          phase: "noStore",
          tab,
          tabs,
          categories,
          categoryId: null,
          search: "",
          rows: [],
          hasMore: false,
          loadingMore: false,
          moreFailed: false,
          canPublish,
        }}
        send={() => undefined}
        imageUrl={() => null}
      />
    );
  return (
    <StorePostList
      key={`${scope ?? "all"}:${storeVersion}`}
      api={api}
      storeId={scope}
      tab={tab}
      tabs={tabs}
      onTab={setTab}
      categories={categories}
      canPublish={canPublish}
      onNew={() => navigate("/posts/new")}
    />
  );
}

function StorePostList({
  api,
  storeId,
  tab,
  tabs,
  onTab,
  categories,
  canPublish,
  onNew,
}: {
  readonly api: PostsApiPort;
  readonly storeId: number | undefined;
  readonly tab: PostTab;
  readonly tabs: readonly PostTab[];
  readonly onTab: (tab: PostTab) => void;
  readonly categories: readonly PostCategory[];
  readonly canPublish: boolean;
  readonly onNew: () => void;
}) {
  // The list's query: the tab (kept by the route across stores) and the filters; each change starts
  // the list over from its first page (the one list machine, machines/lists/keyset-list.machine.ts).
  const [filter, setFilter] = useState<{ readonly categoryId: number | null; readonly search: string }>({
    categoryId: null,
    search: "",
  });
  const list = useKeysetList(
    async (cursor, { query }) => keysetPageOf(await api.list({ storeId, ...query, cursor })),
    [],
    { value: { tab, categoryId: filter.categoryId, search: filter.search } },
  );
  const { loadMore, retry } = list;
  const send = useCallback(
    (event: PostListViewEvent) => {
      if (event.type === "user.newPost") return onNew();
      if (event.type === "user.selectTab") return onTab(event.tab);
      if (event.type === "user.filter")
        return setFilter({ categoryId: event.categoryId, search: event.search });
      if (event.type === "user.loadMore") return loadMore();
      retry();
    },
    [onTab, onNew, loadMore, retry],
  );
  return (
    <PostListView
      state={{
        phase: list.phase === "loading" ? "loading" : list.phase === "failed" ? "failed" : "ready",
        tab,
        tabs,
        categories,
        categoryId: filter.categoryId,
        search: filter.search,
        rows: list.rows,
        hasMore: list.hasMore,
        loadingMore: list.phase === "loadingMore",
        moreFailed: list.moreFailed,
        canPublish,
      }}
      send={send}
      imageUrl={(post) => (post.header_image_url === null ? null : api.absoluteUrl(post.header_image_url))}
    />
  );
}
