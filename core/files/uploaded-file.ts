import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { FileId } from "../schemas/ids";

/** The answer of an upload (POST v2/files, posts/files/upload: one multipart file). */
export const UploadedFile = Schema.Struct({
  file_id: FileId,
  // The sanitised name and the sniffed MIME type, as the server stored them.
  name: Schema.String,
  file_type: Schema.String,
  size: Schema.Number,
});
export type UploadedFile = typeof UploadedFile.Type;
export const decodeUploadedFile = makeDecoder("UploadedFile", UploadedFile);
