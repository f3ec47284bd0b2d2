import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";

/** GET company/{account_id}: links shown in the footer; any may be missing. */
export const CompanyDetails = Schema.Struct({
  url: Schema.NullOr(Schema.String),
  twitter: Schema.NullOr(Schema.String),
  facebook: Schema.NullOr(Schema.String),
});
export type CompanyDetails = typeof CompanyDetails.Type;
export const decodeCompanyDetails = makeDecoder("CompanyDetails", CompanyDetails);
export const encodeCompanyDetails = makeEncoder("CompanyDetails", CompanyDetails);
