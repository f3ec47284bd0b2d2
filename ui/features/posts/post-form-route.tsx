import { useActorRef, useSelector } from "@xstate/react";
import { useScreenLoad } from "../../components/use-screen-load";
import { useCallback, useEffect } from "react";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import { emptyPostDraft, type PostDraft } from "../../../core/posts/post-draft";
import type { PostCategory, PostDetail, PostWriteBody } from "../../../core/posts/posts-wire";
import {
  postFormMachine,
  type AttachedFile,
  type LoadedForm,
} from "../../../machines/posts/post-form.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { PostFormView, type PostFormViewEvent } from "./post-form-view";
import { usePostsSession } from "./posts-session";
import { usePorts } from "../../platform/ports";
import { POSTS_PORTS } from "../../../machines/posts/posts-ports";

/** Where a new post's draft waits through errors and reloads (this browser only). */
const DRAFT_KEY = "portal.draft.post-new";

const bodyOf = (draft: PostDraft): PostWriteBody => ({
  title: draft.title,
  subtitle: draft.subtitle,
  description: draft.description,
  featured: draft.featured,
  needs_ack: draft.needsAck,
  category_id: draft.categoryId,
  from_stamp: draft.fromStamp,
  to_stamp: draft.toStamp,
  archive_in_days: draft.archiveInDays,
  store_ids: draft.storeIds,
  roles: draft.roles,
  file_ids: draft.fileIds,
  header_image_id: draft.headerImageId,
});

const draftOf = (post: PostDetail): LoadedForm => ({
  draft: {
    title: post.title,
    subtitle: post.subtitle ?? "",
    description: post.description,
    featured: post.featured,
    needsAck: post.needs_ack,
    categoryId: post.category_id,
    fromStamp: post.from_stamp?.toString() ?? "",
    toStamp: post.to_stamp?.toString() ?? "",
    archiveInDays: post.archive_in_days === null ? "" : String(post.archive_in_days),
    storeIds: post.store_ids,
    roles: post.roles,
    fileIds: post.files.map((f) => f.id),
    headerImageId: post.header_image_id,
  },
  files: post.files.map((f) => ({ id: f.id, name: f.name })),
  header:
    post.header_image_id === null
      ? null
      : { id: post.header_image_id, name: `header.${post.header_image_extension ?? "png"}` },
});

/** A stored draft is read back field by field: anything odd gives the empty form. */
function restoredDraft(): LoadedForm {
  try {
    const raw = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "null") as Partial<LoadedForm> | null;
    if (raw === null || typeof raw !== "object" || typeof raw.draft !== "object" || raw.draft === null)
      throw new Error("none");
    return {
      draft: { ...emptyPostDraft(), ...raw.draft },
      files: Array.isArray(raw.files) ? (raw.files as AttachedFile[]) : [],
      header: (raw.header as AttachedFile | null | undefined) ?? null,
    };
  } catch {
    return { draft: emptyPostDraft(), files: [], header: null };
  }
}

/** Head office's form: a new post (`/posts/new`) or the edit of one (from its page). */
export function PostFormRoute({
  postId,
  onDone,
}: {
  readonly postId: number | null;
  readonly onDone?: () => void;
}) {
  const api = usePorts(POSTS_PORTS);
  const { stores } = usePostsSession();
  const [, navigate] = useLocation();
  // The choices arrive with the form or a moment later; without them the form still saves (no category).
  const categoryChoices = useScreenLoad(() => api.categories());
  const categories: readonly PostCategory[] = categoryChoices.phase === "ready" ? categoryChoices.data : [];
  const actor = useActorRef(
    postFormMachine.provide({
      actors: {
        loadForm: fromPromise(async () =>
          postId === null ? restoredDraft() : draftOf(await api.detail(postId)),
        ),
        upload: fromPromise(async ({ input }) => {
          const uploaded = await api.upload(input.file);
          return { id: uploaded.file_id as number, name: uploaded.name, kind: input.kind };
        }),
        createIdempotencyKey: fromPromise(async () => api.newKey()),
        save: fromPromise(async ({ input }) => api.save(postId, bodyOf(input.draft), input.key)),
      },
      actions: {
        persistDraft: (_, params) => {
          if (postId === null) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(params));
        },
        clearDraft: () => {
          if (postId === null) window.localStorage.removeItem(DRAFT_KEY);
        },
      },
    }),
    { inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const savedId = snapshot.context.savedId;
  useEffect(() => {
    if (savedId === null) return;
    if (onDone === undefined) navigate(`/posts/${savedId}`);
    else onDone();
  }, [savedId, onDone, navigate]);
  const send = useCallback((event: PostFormViewEvent) => actor.send(event), [actor]);
  const { context } = snapshot;
  return (
    <PostFormView
      state={{
        phase: snapshot.matches("loading") ? "loading" : snapshot.matches("failed") ? "failed" : "editing",
        isNew: postId === null,
        draft: context.draft,
        files: context.files,
        header: context.header,
        showErrors: context.showErrors,
        saving: snapshot.matches("saving") || snapshot.matches("saved"),
        uploading: snapshot.matches("uploading"),
        saveError: context.saveError,
        uploadError: context.uploadError,
        categories,
        stores,
      }}
      send={send}
    />
  );
}
