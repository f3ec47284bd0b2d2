import { assign, setup } from "xstate";
import { notProvided } from "../not-provided";
import { failureStatus } from "../api-failure";
import { postDetailJourney } from "./post-detail.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const POST_DETAIL_MACHINE_VERSION = "1";

/**
 * One post (/posts/{id}): load it (the route's actor also counts the reader once, posts_counter),
 * then "I have read this" for a post that asks for it, and for head office the read reach with
 * "remind the rest". The post and the reach are opaque here: the view shows them.
 */
export interface PostDetailContext<Post, Reach> {
  readonly post: Post | undefined;
  readonly reach: Reach | undefined;
  readonly acknowledged: boolean;
  readonly notice: "none" | "ackFailed" | "reminded" | "remindFailed";
  readonly reminded: number;
}

export interface LoadedPost<Post, Reach> {
  readonly post: Post;
  readonly acknowledged: boolean;
  /** Head office's read reach; undefined for readers. */
  readonly reach: Reach | undefined;
}

export type PostDetailEvent =
  { readonly type: "user.acknowledge" } | { readonly type: "user.remind" } | { readonly type: "user.retry" };

export function createPostDetailMachine<Post, Reach>() {
  return setup({
    types: {
      context: {} as PostDetailContext<Post, Reach>,
      events: {} as PostDetailEvent,
    },
    actors: {
      loadPost: notProvided<LoadedPost<Post, Reach>>("loadPost"),
      acknowledge: notProvided<Reach | undefined>("acknowledge"),
      remind: notProvided<{ readonly reminded: number; readonly reach: Reach | undefined }>("remind"),
    },
    guards: {
      isMissing: ({ event }) =>
        "error" in event && (failureStatus(event.error) === 404 || failureStatus(event.error) === 403),
      canAcknowledge: ({ context }) => !context.acknowledged,
      hasReach: ({ context }) => context.reach !== undefined,
    },
  }).createMachine({
    id: "postDetail",
    meta: { journey: postDetailJourney },
    version: POST_DETAIL_MACHINE_VERSION,
    context: { post: undefined, reach: undefined, acknowledged: false, notice: "none", reminded: 0 },
    initial: "loading",
    states: {
      loading: {
        invoke: {
          id: "loadPost",
          src: "loadPost",
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              post: event.output.post,
              reach: event.output.reach,
              acknowledged: event.output.acknowledged,
            })),
          },
          onError: [{ guard: "isMissing", target: "notFound" }, { target: "failed" }],
        },
      },
      ready: {
        on: {
          "user.acknowledge": { guard: "canAcknowledge", target: "acknowledging" },
          "user.remind": { guard: "hasReach", target: "reminding" },
        },
      },
      acknowledging: {
        invoke: {
          id: "acknowledge",
          src: "acknowledge",
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              acknowledged: true,
              notice: "none" as const,
              reach: event.output ?? context.reach,
            })),
          },
          onError: { target: "ready", actions: assign({ notice: "ackFailed" as const }) },
        },
      },
      reminding: {
        invoke: {
          id: "remind",
          src: "remind",
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              notice: "reminded" as const,
              reminded: event.output.reminded,
              reach: event.output.reach ?? context.reach,
            })),
          },
          onError: { target: "ready", actions: assign({ notice: "remindFailed" as const }) },
        },
      },
      notFound: { type: "final" },
      failed: { on: { "user.retry": "loading" } },
    },
  });
}

export const postDetailMachine = createPostDetailMachine<unknown, unknown>();
