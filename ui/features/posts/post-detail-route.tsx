import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useState } from "react";
import { useParams } from "wouter";
import { fromPromise } from "xstate";
import type { PostDetail, PostReach } from "../../../core/posts/posts-wire";
import { createPostDetailMachine, type LoadedPost } from "../../../machines/posts/post-detail.machine";
import type { PostsApiPort } from "../../../machines/posts/posts-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { PostDetailView, type PostDetailViewEvent } from "./post-detail-view";
import { PostFormRoute } from "./post-form-route";
import { usePostsSession } from "./posts-session";
import { usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

const detailMachine = createPostDetailMachine<PostDetail, PostReach>();

/** /posts/{id}: one post; `/posts/new` is head office's form for a new post. */
export function PostDetailRoute() {
  const { id = "" } = useParams<{ id: string }>();
  const api = usePorts(POSTS_PORTS);
  const { canPublish } = usePostsSession();
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  if (id === "new" && canPublish) return <PostFormRoute postId={null} />;
  const postId = /^[1-9][0-9]{0,9}$/u.test(id) ? Number(id) : 0;
  if (editing && canPublish)
    return (
      <PostFormRoute
        postId={postId}
        onDone={() => {
          setEditing(false);
          setVersion((v) => v + 1);
        }}
      />
    );
  return (
    <LoadedPostDetail
      key={`${postId}:${version}`}
      api={api}
      postId={postId}
      onEdit={() => setEditing(true)}
    />
  );
}

function LoadedPostDetail({
  api,
  postId,
  onEdit,
}: {
  readonly api: PostsApiPort;
  readonly postId: number;
  readonly onEdit: () => void;
}) {
  const actor = useActorRef(
    detailMachine.provide({
      actors: {
        // Opening a post counts its reader once (posts_counter), then shows it with the count.
        loadPost: fromPromise(async (): Promise<LoadedPost<PostDetail, PostReach>> => {
          if (postId === 0) throw { _tag: "HttpError", status: 404 };
          await api.countRead(postId);
          const post = await api.detail(postId);
          const reach = post.can_edit && post.needs_ack ? await api.reach(postId) : undefined;
          return { post, acknowledged: post.acknowledged, reach };
        }),
        acknowledge: fromPromise(async (): Promise<PostReach | undefined> => {
          await api.acknowledge(postId);
          return undefined;
        }),
        remind: fromPromise(
          async (): Promise<{ readonly reminded: number; readonly reach: PostReach | undefined }> => ({
            reminded: await api.remind(postId),
            reach: await api.reach(postId),
          }),
        ),
      },
    }),
    { inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback(
    (event: PostDetailViewEvent) => (event.type === "user.edit" ? onEdit() : actor.send(event)),
    [actor, onEdit],
  );
  const { context } = snapshot;
  const phase = snapshot.matches("loading")
    ? "loading"
    : snapshot.matches("notFound")
      ? "notFound"
      : snapshot.matches("failed")
        ? "failed"
        : "ready";
  const message =
    context.notice === "ackFailed"
      ? ({ key: "ui_post_ack_failed", tone: "error" } as const)
      : context.notice === "remindFailed"
        ? ({ key: "ui_post_remind_failed", tone: "error" } as const)
        : context.notice === "reminded"
          ? ({ key: "b2b_post_reminded", tone: "success" } as const)
          : context.acknowledged && snapshot.matches("ready") && context.post?.acknowledged === false
            ? ({ key: "ui_post_ack_done", tone: "success" } as const)
            : undefined;
  return (
    <PostDetailView
      state={{
        phase,
        post: context.post,
        reach: context.reach,
        acknowledged: context.acknowledged,
        acknowledging: snapshot.matches("acknowledging"),
        reminding: snapshot.matches("reminding"),
        message,
      }}
      send={send}
      url={api.absoluteUrl}
    />
  );
}
