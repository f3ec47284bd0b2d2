import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, TrainingContentId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";
import { ROLES } from "../permissions/role";

/*
 * The training area's files on the wire (docs/decisions.md, "Training files and videos"): the list of
 * /training-files (`GET training/files`), a note's files and videos (`GET notes/{id}/files`), the
 * videos of /note-videos (`GET notes/videos`), and head office's `POST training/files/attach`. Every
 * `url` is a signed link relative to the API base, so an `<a href>`, a `<video src>` or a `<track
 * src>` opens it without the Authorization header.
 */

export const TrainingFileKind = Schema.Literals(["document", "video"]);
export type TrainingFileKind = typeof TrainingFileKind.Type;

export const TrainingFile = Schema.Struct({
  id: TrainingContentId,
  kind: TrainingFileKind,
  title: Schema.String,
  /** The uploaded file's own name (what a download saves as) and its type. */
  name: Schema.String,
  extension: Schema.String,
  mime: Schema.String,
  size: Schema.Int,
  url: Schema.String,
  /** A video's WebVTT captions (signed like `url`), null when none were given. */
  caption_url: Schema.NullOr(Schema.String),
  note_id: Schema.NullOr(Id),
  note_title: Schema.NullOr(Schema.String),
  material_id: Schema.NullOr(Id),
  c_stamp: InstantFromString,
});
export type TrainingFile = typeof TrainingFile.Type;
export type TrainingFileWire = typeof TrainingFile.Encoded;
export const decodeTrainingFiles = makeDecoder("TrainingFile[]", Schema.Array(TrainingFile));

/** Head office puts an uploaded file (POST v2/files) on a note or a piece of material, for whom. */
export const NewTrainingFile = Schema.Struct({
  file_id: Id,
  title: Schema.String,
  note_id: Schema.NullOr(Id),
  material_id: Schema.NullOr(Id),
  /** Empty: every role. */
  roles: Schema.Array(Schema.Literals(ROLES)).check(Schema.isMaxLength(ROLES.length)),
  /** Empty: every store. */
  location_ids: Schema.Array(Id).check(Schema.isMaxLength(500)),
});
export type NewTrainingFile = typeof NewTrainingFile.Type;

export const AttachedTrainingFile = Schema.Struct({ id: TrainingContentId });
export const decodeAttachedTrainingFile = makeDecoder("AttachedTrainingFile", AttachedTrainingFile);

/** The longest title a training file takes (the form says so before the server does). */
export const TRAINING_FILE_TITLE_MAX = 200;
