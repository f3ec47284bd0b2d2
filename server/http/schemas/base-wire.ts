import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { FranchiseStore } from "../../../core/schemas/store";
import { Translations } from "../../../core/schemas/translations";

/**
 * GET base: the first load after login (spec section 3). Part 1 fills franchiseStores, translations
 * and azureUser; the area arrays are filled as their issues land, so their items are open here.
 */
export const BaseLoad = Schema.Struct({
  tickets: Schema.Array(Schema.Unknown),
  franchiseStores: Schema.Array(FranchiseStore),
  maintenance: Schema.Array(Schema.Unknown),
  tasks: Schema.Array(Schema.Unknown),
  license: Schema.Array(Schema.Unknown),
  staff: Schema.Array(Schema.Unknown),
  storeMenu: Schema.Array(Schema.Unknown),
  // Left out when the request's translations_version names the current catalogue (issue #41).
  translations: Schema.optionalKey(Translations),
  averageScore: Schema.NullOr(Schema.Number),
  knowledgeBaseNotes: Schema.Array(Schema.Unknown),
  azureUser: Schema.Boolean,
}).annotate({ identifier: "BaseLoad" });

export const BaseQuery = Schema.Struct({
  location_id: Schema.optionalKey(IdFromString),
  /** The catalogue version the client holds (GET translations' ETag, unquoted). */
  translations_version: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
});
