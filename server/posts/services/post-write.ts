import { eq, inArray } from "drizzle-orm";
import {
  isPostDraftValid,
  parseArchiveDays,
  parseStamp,
  validatePostDraft,
  type PostDraft,
  type PostDraftErrors,
} from "../../../core/posts/post-draft";
import type { PostWriteBody } from "../../../core/posts/posts-wire";
import {
  KEPT_ANNOUNCEMENT_ALERT_TYPE,
  KEPT_ANNOUNCEMENT_TYPE,
} from "../../../core/constants/portal-constants";
import { isRole } from "../../../core/permissions/role";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { Invalid, NotFound } from "../../domain-errors";
import { files } from "../../files/tables/files";
import { announcements } from "../tables/announcements";
import { postStores } from "../tables/post-audience";
import { postCategories } from "../tables/post-categories";
import { postFiles } from "../tables/post-files";
import { posts } from "../tables/posts";
import { derivedPostColumns } from "./post-row-values";
import { sanitiseRichText } from "../../services/rich-text/sanitise-rich-text";

/** The wire body as core's draft, so the one validator judges both the form and the request. */
export const draftOf = (body: PostWriteBody): PostDraft => ({
  title: body.title,
  subtitle: body.subtitle,
  description: body.description,
  featured: body.featured,
  needsAck: body.needs_ack,
  categoryId: body.category_id,
  fromStamp: body.from_stamp,
  toStamp: body.to_stamp,
  archiveInDays: body.archive_in_days,
  storeIds: body.store_ids,
  roles: body.roles.filter(isRole),
  fileIds: body.file_ids,
  headerImageId: body.header_image_id,
});

/** The field errors of a body (roles outside the six are an error, not silently dropped). */
export function bodyErrors(body: PostWriteBody): PostDraftErrors {
  const errors = validatePostDraft(draftOf(body));
  return body.roles.every(isRole) ? errors : { ...errors, audience: ["b2b_post_role_invalid"] };
}

export const isBodyValid = (body: PostWriteBody): boolean => isPostDraftValid(bodyErrors(body));

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * POST posts/publish (postId null) and PUT posts/publish/{id}: one transaction writes the post with
 * its derived columns, its stores and its files; a file must be this author's upload or already the
 * post's. A new post that needs acknowledgement also raises a kept announcement (type 6, alert 2),
 * the dashboard's alert for its audience.
 */
export async function savePost(
  db: Database,
  request: {
    readonly authorId: number;
    readonly postId: number | null;
    readonly body: PostWriteBody;
    readonly now: Date;
  },
): Promise<number> {
  const { body, now } = request;
  const description = sanitiseRichText(body.description);
  const fromStamp = body.from_stamp === "" ? null : new Date(parseStamp(body.from_stamp) ?? Number.NaN);
  const toStamp = body.to_stamp === "" ? null : new Date(parseStamp(body.to_stamp) ?? Number.NaN);
  const archiveInDays = parseArchiveDays(body.archive_in_days) ?? null;
  const storeIds = unique(body.store_ids);
  const fileIds = unique(body.file_ids);
  return db.transaction(async (tx) => {
    if (body.category_id !== null) {
      const found = await tx
        .select({ id: postCategories.id })
        .from(postCategories)
        .where(eq(postCategories.id, body.category_id));
      if (found.length === 0) throw new Invalid("b2b_post_category_unknown");
    }
    if (storeIds.length > 0) {
      const found = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds));
      if (found.length !== storeIds.length) throw new Invalid("b2b_post_store_unknown");
    }
    const existing =
      request.postId === null
        ? undefined
        : (await tx.select().from(posts).where(eq(posts.id, request.postId)))[0];
    if (request.postId !== null && existing === undefined) throw new NotFound("b2b_not_found");
    const ownFiles = async (ids: readonly number[]) => {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: files.id, ownerId: files.ownerId, mime: files.mime, extension: files.extension })
        .from(files)
        .where(inArray(files.id, [...ids]));
      const linked =
        request.postId === null
          ? []
          : await tx
              .select({ fileId: postFiles.fileId })
              .from(postFiles)
              .where(eq(postFiles.postId, request.postId));
      const usable = rows.filter(
        (f) =>
          f.ownerId === request.authorId ||
          linked.some((l) => l.fileId === f.id) ||
          existing?.headerImageId === f.id,
      );
      if (usable.length !== ids.length) throw new Invalid("b2b_post_file_unknown");
      return usable;
    };
    await ownFiles(fileIds);
    const [header] = await ownFiles(body.header_image_id === null ? [] : [body.header_image_id]);
    if (header !== undefined && !header.mime.startsWith("image/"))
      throw new Invalid("b2b_post_header_not_image");

    const cStamp = existing?.cStamp ?? now;
    const values = {
      title: body.title.trim(),
      subtitle: body.subtitle.trim() === "" ? null : body.subtitle.trim(),
      description,
      featured: body.featured,
      needsAck: body.needs_ack,
      categoryId: body.category_id,
      fromStamp,
      toStamp,
      archiveInDays,
      stamp: now,
      headerImageId: header?.id ?? null,
      headerImageExtension: header?.extension ?? null,
      targetRoles: body.roles.filter(isRole),
      targetsStores: storeIds.length > 0,
      ...derivedPostColumns({
        title: body.title,
        subtitle: body.subtitle,
        description,
        fromStamp,
        toStamp,
        archiveInDays,
        cStamp,
      }),
    };
    let postId: number;
    if (request.postId === null) {
      const [row] = await tx
        .insert(posts)
        .values({ ...values, cStamp, authorId: request.authorId })
        .returning({ id: posts.id });
      if (row === undefined) throw new Error("post insert returned no row");
      postId = row.id;
      if (body.needs_ack)
        await tx.insert(announcements).values({
          type: KEPT_ANNOUNCEMENT_TYPE,
          alertType: KEPT_ANNOUNCEMENT_ALERT_TYPE,
          title: values.title,
          message: values.subtitle ?? "",
          postId,
          cStamp: now,
        });
    } else {
      postId = request.postId;
      await tx.update(posts).set(values).where(eq(posts.id, postId));
    }
    await tx.delete(postStores).where(eq(postStores.postId, postId));
    if (storeIds.length > 0)
      await tx.insert(postStores).values(storeIds.map((storeId) => ({ postId, storeId })));
    await tx.delete(postFiles).where(eq(postFiles.postId, postId));
    if (fileIds.length > 0)
      await tx.insert(postFiles).values(fileIds.map((fileId, sort) => ({ postId, fileId, sort })));
    const linkedIds = [...fileIds, ...(header === undefined ? [] : [header.id])];
    if (linkedIds.length > 0)
      await tx.update(files).set({ status: "linked" }).where(inArray(files.id, linkedIds));
    return postId;
  });
}
