import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { pathParams } from "../../http/validate";

/** `{location_id}`: a store id; one the caller may not see is 403 whether or not it is well formed. */
export const LocationPath = Schema.Struct({ location_id: IdFromString });
export const locationParam = () => pathParams(LocationPath, { status: 403, key: "b2b_forbidden" });

/** `{location_id}/{id}`: a record of a store; anything that names none is 404. */
export const RecordPath = Schema.Struct({ location_id: IdFromString, id: IdFromString });
export const recordParam = () => pathParams(RecordPath);

export const PageQuery = Schema.Struct({
  cursor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
});
