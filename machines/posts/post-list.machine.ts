import { assign, setup } from "xstate";
import type { PostTab } from "../../core/posts/post-list-query";
import { notProvided } from "../not-provided";
import { postListJourney } from "./post-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const POST_LIST_MACHINE_VERSION = "1";

/**
 * The /posts list of one store: keyset pages loaded on "show more", tabs (current, archive and, for
 * head office, scheduled) and filters (category, search) that each start again from the first page.
 * The page actor is provided by the route (it knows the store); a store change makes a new actor
 * (the route keys it by store), so a page of the previous store never lands in the new list.
 */
export interface PostListPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface PostListFilter {
  readonly tab: PostTab;
  readonly categoryId: number | null;
  readonly search: string;
}

export interface LoadPostPageInput extends PostListFilter {
  readonly cursor: string | null;
}

export interface PostListContext<Row> extends PostListFilter {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  readonly failed: "none" | "first" | "more";
}

export type PostListEvent =
  | { readonly type: "user.selectTab"; readonly tab: PostTab }
  | { readonly type: "user.filter"; readonly categoryId: number | null; readonly search: string }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" };

const restart = { rows: [], nextCursor: null, failed: "none" as const };

export function createPostListMachine<Row>() {
  return setup({
    types: {
      context: {} as PostListContext<Row>,
      events: {} as PostListEvent,
      input: {} as Partial<PostListFilter>,
    },
    actors: { loadPage: notProvided<PostListPage<Row>, LoadPostPageInput>("loadPage") },
    guards: {
      hasMore: ({ context }) => context.nextCursor !== null,
      canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === "none",
      isOtherTab: ({ context, event }) => event.type === "user.selectTab" && event.tab !== context.tab,
      isOtherFilter: ({ context, event }) =>
        event.type === "user.filter" &&
        (event.categoryId !== context.categoryId || event.search !== context.search),
    },
  }).createMachine({
    id: "postList",
    meta: { journey: postListJourney },
    version: POST_LIST_MACHINE_VERSION,
    context: ({ input }) => ({
      tab: input.tab ?? "active",
      categoryId: input.categoryId ?? null,
      search: input.search ?? "",
      ...restart,
    }),
    initial: "loading",
    on: {
      "user.selectTab": {
        guard: "isOtherTab",
        target: ".loading",
        actions: assign(({ event }) => ({ tab: event.tab, ...restart })),
      },
      "user.filter": {
        guard: "isOtherFilter",
        target: ".loading",
        actions: assign(({ event }) => ({ categoryId: event.categoryId, search: event.search, ...restart })),
      },
    },
    states: {
      loading: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ ...filterOf(context), cursor: null }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
            })),
          },
          onError: { target: "failed", actions: assign({ failed: "first" as const }) },
        },
      },
      ready: {
        on: {
          "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
          "user.retry": { guard: "hasMore", target: "loadingMore" },
        },
      },
      loadingMore: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ ...filterOf(context), cursor: context.nextCursor }),
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              rows: [...context.rows, ...event.output.rows],
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
            })),
          },
          onError: { target: "ready", actions: assign({ failed: "more" as const }) },
        },
      },
      failed: {
        on: { "user.retry": { target: "loading", actions: assign({ failed: "none" as const }) } },
      },
    },
  });
}

const filterOf = (context: PostListFilter): PostListFilter => ({
  tab: context.tab,
  categoryId: context.categoryId,
  search: context.search,
});

/** The machine as the registry, the diagram, the model and the replay know it (rows are opaque). */
export const postListMachine = createPostListMachine<unknown>();
