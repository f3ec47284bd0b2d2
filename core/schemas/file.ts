import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { FileId } from "./ids";
import { InstantFromString } from "./temporal";

/** A reference to a stored file: served as files/{id}.{extension}. */
export const FileRef = Schema.Struct({
  id: FileId,
  extension: Schema.String,
});
export type FileRef = typeof FileRef.Type;

/** A stored file with its creation instant. */
export const StoredFile = Schema.Struct({
  id: FileId,
  extension: Schema.String,
  c_stamp: InstantFromString,
});
export type StoredFile = typeof StoredFile.Type;
export const decodeStoredFile = makeDecoder("StoredFile", StoredFile);
export const encodeStoredFile = makeEncoder("StoredFile", StoredFile);
export const decodeStoredFiles = makeDecoder("StoredFile[]", Schema.Array(StoredFile));
