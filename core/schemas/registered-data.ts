import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";

/**
 * GET auth/registered/data/{hash}: what the complete-registration screen shows. Stores and the
 * job position come as display names here, not ids.
 */
export const RegisteredData = Schema.Struct({
  mobile: Schema.String,
  mobile_country_code: Schema.Int,
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.NullOr(Schema.String),
  store: Schema.Array(Schema.String),
  job_position: Schema.NullOr(Schema.String),
  is_trainee: Schema.Boolean,
});
export type RegisteredData = typeof RegisteredData.Type;
export const decodeRegisteredData = makeDecoder("RegisteredData", RegisteredData);
export const encodeRegisteredData = makeEncoder("RegisteredData", RegisteredData);
