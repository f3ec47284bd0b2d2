import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { FileRef } from "../schemas/file";
import { LicenceId } from "../schemas/ids";
import { PlainDateFromString } from "../schemas/temporal";

/** A store licence (GET licences by location). The wire already uses camelCase keys here. */
export const Licence = Schema.Struct({
  id: LicenceId,
  title: Schema.String,
  startDate: PlainDateFromString,
  expirationDate: PlainDateFromString,
  renewalDate: Schema.NullOr(PlainDateFromString),
  files: Schema.Array(FileRef),
});
export type Licence = typeof Licence.Type;
export const decodeLicence = makeDecoder("Licence", Licence);
export const encodeLicence = makeEncoder("Licence", Licence);
export const decodeLicences = makeDecoder("Licence[]", Schema.Array(Licence));
