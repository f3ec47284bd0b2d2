import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { Employee } from "./employee";
import { KnowledgeBaseNote } from "../training/knowledge-base-note";
import { Licence } from "../store-operations/licence";
import { MaintenanceRecord } from "../store-operations/maintenance";
import { FranchiseStore } from "./store";
import { StoreMenuProduct } from "./store-menu";
import { Task } from "../tasks/task";
import { TicketV2Summary } from "../tickets/ticket-v2";
import { Translations } from "./translations";

/**
 * GET base?location_id=N. The spec lists these keys and says other fields are not shown: any
 * extra key is ignored rather than rejected, and each listed key is required (empty lists when the
 * role loads nothing for it).
 */
export const BaseLoad = Schema.Struct({
  // The store's first page of v2 tickets, as the ticket list carries them (no conversation).
  tickets: Schema.Array(TicketV2Summary),
  franchiseStores: Schema.Array(FranchiseStore),
  maintenance: Schema.Array(MaintenanceRecord),
  tasks: Schema.Array(Task),
  license: Schema.Array(Licence),
  staff: Schema.Array(Employee),
  storeMenu: Schema.Array(StoreMenuProduct),
  // Absent when the request named the catalogue version the client holds (issue #41).
  translations: Schema.optionalKey(Translations),
  // Null when the user type has no evaluation score (only types 2 and 23 load it).
  averageScore: Schema.NullOr(Schema.Finite),
  knowledgeBaseNotes: Schema.Array(KnowledgeBaseNote),
  azureUser: Schema.Boolean,
});
export type BaseLoad = typeof BaseLoad.Type;
export const decodeBaseLoad = makeDecoder("BaseLoad", BaseLoad);
export const encodeBaseLoad = makeEncoder("BaseLoad", BaseLoad);
