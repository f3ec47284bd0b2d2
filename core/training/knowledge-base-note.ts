import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { NoteId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/** A knowledge-base user note (base load `knowledgeBaseNotes`). */
export const KnowledgeBaseNote = Schema.Struct({
  id: NoteId,
  title: Schema.String,
  content: Schema.String,
  c_stamp: InstantFromString,
});
export type KnowledgeBaseNote = typeof KnowledgeBaseNote.Type;
export const decodeKnowledgeBaseNote = makeDecoder("KnowledgeBaseNote", KnowledgeBaseNote);
export const encodeKnowledgeBaseNote = makeEncoder("KnowledgeBaseNote", KnowledgeBaseNote);
