import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { FileId, Id, PostId } from "../schemas/ids";
import { Post } from "./post";
import { InstantFromString } from "../schemas/temporal";
import { ROLES } from "../permissions/role";
import { POST_TABS } from "./post-list-query";

/*
 * The posts area's wire contract: one schema per answer and body, used by the server to encode and
 * describe (OpenAPI) and by the browser to decode, so the two cannot drift. Built on core's Post.
 */

export const PostCategory = Schema.Struct({
  id: Id,
  title: Schema.Struct({ gr: Schema.String, en: Schema.String }),
}).annotate({ identifier: "PostCategory" });
export type PostCategory = typeof PostCategory.Type;

const PostPhaseSchema = Schema.Literals(["scheduled", "active", "expired"]);

/** A row of the list (and the widget): core's Post plus what the reader needs to see it. */
export const PostSummary = Schema.Struct({
  ...Post.fields,
  category_id: Schema.NullOr(Id),
  needs_ack: Schema.Boolean,
  acknowledged: Schema.Boolean,
  /** A signed URL of the header image, relative to the API base; null without one. */
  header_image_url: Schema.NullOr(Schema.String),
  phase: PostPhaseSchema,
}).annotate({ identifier: "PostSummary" });
export type PostSummary = typeof PostSummary.Type;

export const PostPage = Schema.Struct({
  items: Schema.Array(PostSummary),
  next_cursor: Schema.NullOr(Schema.String),
}).annotate({ identifier: "PostPage" });
export type PostPage = typeof PostPage.Type;

/** A file of a post (`posts/files/`): a signed download URL like the tickets' attachments. */
export const PostFile = Schema.Struct({
  id: FileId,
  name: Schema.String,
  extension: Schema.String,
  size: Schema.Int,
  file_url: Schema.String,
}).annotate({ identifier: "PostFile" });
export type PostFile = typeof PostFile.Type;

const RoleSchema = Schema.Literals(ROLES);

/** One post with its files, its read counter and, for head office, its audience. */
export const PostDetail = Schema.Struct({
  ...PostSummary.fields,
  files: Schema.Array(PostFile),
  posts_counter: Schema.Int,
  can_edit: Schema.Boolean,
  store_ids: Schema.Array(Id),
  roles: Schema.Array(RoleSchema),
}).annotate({ identifier: "PostDetail" });
export type PostDetail = typeof PostDetail.Type;

/** The publish form's body (POST posts, PUT posts/{id}); checked again by core's validatePostDraft. */
export const PostWriteBody = Schema.Struct({
  title: Schema.String,
  subtitle: Schema.String,
  description: Schema.String,
  featured: Schema.Boolean,
  needs_ack: Schema.Boolean,
  category_id: Schema.NullOr(Id),
  from_stamp: Schema.String,
  to_stamp: Schema.String,
  archive_in_days: Schema.String,
  store_ids: Schema.Array(Id),
  roles: Schema.Array(Schema.String),
  file_ids: Schema.Array(Id),
  header_image_id: Schema.NullOr(Id),
}).annotate({ identifier: "PostWriteBody" });
export type PostWriteBody = typeof PostWriteBody.Type;

export const PostSaved = Schema.Struct({ id: PostId }).annotate({ identifier: "PostSaved" });

export const PostCounterBody = Schema.Struct({ post_id: Id }).annotate({ identifier: "PostCounterBody" });
export const PostCounter = Schema.Struct({ post_id: PostId, posts_counter: Schema.Int }).annotate({
  identifier: "PostCounter",
});

export const ReachPersonWire = Schema.Struct({
  user_id: Id,
  name: Schema.String,
  acknowledged: Schema.Boolean,
  acknowledged_at: Schema.NullOr(InstantFromString),
});
export const StoreReachWire = Schema.Struct({
  store_id: Id,
  store_title: Schema.String,
  acknowledged: Schema.Int,
  total: Schema.Int,
  percent: Schema.Int,
  people: Schema.Array(ReachPersonWire),
});
/** GET posts/{id}/reach: per store, who has read (acknowledged) and who has not. */
export const PostReach = Schema.Struct({
  post_id: PostId,
  acknowledged: Schema.Int,
  total: Schema.Int,
  percent: Schema.Int,
  stores: Schema.Array(StoreReachWire),
  /**
   * How many e-mails "remind the rest" would send: people still to confirm who have an address, one
   * per address. Optional: a host without it leaves the browser to count everyone still to confirm.
   */
  remindable: Schema.optional(Schema.Int),
}).annotate({ identifier: "PostReach" });
export type PostReach = typeof PostReach.Type;

export const PostReminded = Schema.Struct({ reminded: Schema.Int }).annotate({ identifier: "PostReminded" });

/** Spec 3 "Announcement": type and alert_type; the browser keeps type 6 with alert_type 2. */
export const Announcement = Schema.Struct({
  id: Id,
  type: Schema.Int,
  alert_type: Schema.Int,
  title: Schema.String,
  message: Schema.String,
  post_id: Schema.NullOr(PostId),
  c_stamp: InstantFromString,
}).annotate({ identifier: "Announcement" });
export type Announcement = typeof Announcement.Type;

export const Banner = Schema.Struct({
  id: Id,
  title: Schema.String,
  message: Schema.String,
  post_id: Schema.NullOr(PostId),
}).annotate({ identifier: "Banner" });
export type Banner = typeof Banner.Type;

/** The header's bell: a new post for the reader, read or not. */
export const PostNotification = Schema.Struct({
  id: Id,
  post_id: PostId,
  title: Schema.String,
  read: Schema.Boolean,
  c_stamp: InstantFromString,
}).annotate({ identifier: "PostNotification" });
export type PostNotification = typeof PostNotification.Type;

export const NotificationList = Schema.Struct({
  unread: Schema.Int,
  items: Schema.Array(PostNotification),
}).annotate({ identifier: "NotificationList" });
export type NotificationList = typeof NotificationList.Type;

export const NotificationReadBody = Schema.Struct({ id: Schema.NullOr(Id) }).annotate({
  identifier: "NotificationReadBody",
});

export const PostListParams = Schema.Struct({
  location_id: Schema.optional(Schema.String),
  tab: Schema.optional(Schema.Literals(POST_TABS)),
  category_id: Schema.optional(Schema.String),
  q: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  view: Schema.optional(Schema.Literals(["widget"])),
});

export const decodePostPage = makeDecoder("PostPage", PostPage);
export const encodePostSummary = makeEncoder("PostSummary", PostSummary);
export const decodePostDetail = makeDecoder("PostDetail", PostDetail);
export const encodePostDetail = makeEncoder("PostDetail", PostDetail);
export const decodePostCategories = makeDecoder("PostCategory[]", Schema.Array(PostCategory));
export const decodePostSaved = makeDecoder("PostSaved", PostSaved);
export const decodePostCounter = makeDecoder("PostCounter", PostCounter);
export const decodePostReach = makeDecoder("PostReach", PostReach);
export const encodePostReach = makeEncoder("PostReach", PostReach);
export const decodePostReminded = makeDecoder("PostReminded", PostReminded);
export const decodeAnnouncements = makeDecoder("Announcement[]", Schema.Array(Announcement));
export const encodeAnnouncement = makeEncoder("Announcement", Announcement);
export const decodeBanners = makeDecoder("Banner[]", Schema.Array(Banner));
export const decodeNotifications = makeDecoder("NotificationList", NotificationList);
export const encodeNotifications = makeEncoder("NotificationList", NotificationList);
