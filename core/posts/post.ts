import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { FileId, PostId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/**
 * A post (news item). Visibility (spec §4 post widget) depends on from_stamp, to_stamp,
 * archive_in_days and c_stamp, any of the window fields may be unset.
 */
export const Post = Schema.Struct({
  id: PostId,
  title: Schema.String,
  subtitle: Schema.NullOr(Schema.String),
  description: Schema.String,
  featured: Schema.Boolean,
  from_stamp: Schema.NullOr(InstantFromString),
  to_stamp: Schema.NullOr(InstantFromString),
  archive_in_days: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  c_stamp: InstantFromString,
  stamp: InstantFromString,
  header_image_id: Schema.NullOr(FileId),
  header_image_extension: Schema.NullOr(Schema.String),
});
export type Post = typeof Post.Type;
export const decodePost = makeDecoder("Post", Post);
export const encodePost = makeEncoder("Post", Post);
export const decodePosts = makeDecoder("Post[]", Schema.Array(Post));
