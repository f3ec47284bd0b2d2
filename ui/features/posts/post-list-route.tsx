import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useState } from "react";
import { useScreenLoad } from "../../components/use-screen-load";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import type { PostTab } from "../../../core/posts/post-list-query";
import type { PostCategory, PostSummary } from "../../../core/posts/posts-wire";
import { createPostListMachine, type PostListPage } from "../../../machines/posts/post-list.machine";
import type { PostsApiPort } from "../../../machines/posts/posts-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { PostListView, type PostListViewEvent } from "./post-list-view";
import { usePostsSession } from "./posts-session";
import { usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

const listMachine = createPostListMachine<PostSummary>();

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
  const actor = useActorRef(
    listMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }): Promise<PostListPage<PostSummary>> => {
          const page = await api.list({ storeId, ...input });
          return { rows: page.items, nextCursor: page.next_cursor };
        }),
      },
    }),
    { input: { tab }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback(
    (event: PostListViewEvent) => {
      if (event.type === "user.newPost") return onNew();
      if (event.type === "user.selectTab") onTab(event.tab);
      actor.send(event);
    },
    [actor, onTab, onNew],
  );
  const { context } = snapshot;
  return (
    <PostListView
      state={{
        phase: snapshot.matches("loading") ? "loading" : snapshot.matches("failed") ? "failed" : "ready",
        tab: context.tab,
        tabs,
        categories,
        categoryId: context.categoryId,
        search: context.search,
        rows: context.rows,
        hasMore: context.nextCursor !== null,
        loadingMore: snapshot.matches("loadingMore"),
        moreFailed: context.failed === "more",
        canPublish,
      }}
      send={send}
      imageUrl={(post) => (post.header_image_url === null ? null : api.absoluteUrl(post.header_image_url))}
    />
  );
}
