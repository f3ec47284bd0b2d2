import * as Exit from "effect/Exit";
import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";

/**
 * The largest id: the server's keys are PostgreSQL `integer` columns, and a larger number in a query
 * is a database error, not "no such row". Bounding the one id schema here means every decoded id
 * (path, query, body, answer) fits, so no route has to remember a range check of its own.
 */
export const MAX_ID = 2_147_483_647;

/**
 * The one id schema: every id on the wire is an integer from 0 to MAX_ID (the server's identity
 * keys). Each kind below gets its own brand so a StoreId can never be passed where a LocationId is
 * expected; all of them share this range.
 */
export const Id = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_ID));

/** Whether a number is an id (in range); for values that did not come through a schema. */
export const isId = Schema.is(Id);

/**
 * An id written as text (a path segment or a query value): plain decimal digits without sign,
 * leading zero, exponent or spaces, so one id has one spelling; then the range of `Id`.
 */
export const IdFromString = Schema.String.check(
  Schema.isPattern(/^(?:0|[1-9][0-9]{0,9})$/, { message: "Expected an id in decimal digits" }),
).pipe(Schema.decodeTo(Id, SchemaTransformation.numberFromString));

const decodeIdText = Schema.decodeUnknownExit(IdFromString);

/** A path segment as an id, or null when it names none (the route then answers 404 like an unknown id). */
export function parseId(text: string | undefined): number | null {
  const exit = decodeIdText(text);
  return Exit.isSuccess(exit) ? exit.value : null;
}

export const UserId = Id.pipe(Schema.brand("UserId"));
export type UserId = typeof UserId.Type;
export const AccountId = Id.pipe(Schema.brand("AccountId"));
export type AccountId = typeof AccountId.Type;
export const StoreId = Id.pipe(Schema.brand("StoreId"));
export type StoreId = typeof StoreId.Type;
export const LocationId = Id.pipe(Schema.brand("LocationId"));
export type LocationId = typeof LocationId.Type;
export const WarehouseId = Id.pipe(Schema.brand("WarehouseId"));
export type WarehouseId = typeof WarehouseId.Type;
export const JobPositionId = Id.pipe(Schema.brand("JobPositionId"));
export type JobPositionId = typeof JobPositionId.Type;
export const TicketId = Id.pipe(Schema.brand("TicketId"));
export type TicketId = typeof TicketId.Type;
export const ThreadEntryId = Id.pipe(Schema.brand("ThreadEntryId"));
export type ThreadEntryId = typeof ThreadEntryId.Type;
export const CommId = Id.pipe(Schema.brand("CommId"));
export type CommId = typeof CommId.Type;
export const CategoryId = Id.pipe(Schema.brand("CategoryId"));
export type CategoryId = typeof CategoryId.Type;
export const ContactId = Id.pipe(Schema.brand("ContactId"));
export type ContactId = typeof ContactId.Type;
export const ComplaintTypeId = Id.pipe(Schema.brand("ComplaintTypeId"));
export type ComplaintTypeId = typeof ComplaintTypeId.Type;
export const FileId = Id.pipe(Schema.brand("FileId"));
export type FileId = typeof FileId.Type;
export const FileRelationId = Id.pipe(Schema.brand("FileRelationId"));
export type FileRelationId = typeof FileRelationId.Type;
export const TaskId = Id.pipe(Schema.brand("TaskId"));
export type TaskId = typeof TaskId.Type;
export const ProjectId = Id.pipe(Schema.brand("ProjectId"));
export type ProjectId = typeof ProjectId.Type;
export const LicenceId = Id.pipe(Schema.brand("LicenceId"));
export type LicenceId = typeof LicenceId.Type;
export const MaintenanceId = Id.pipe(Schema.brand("MaintenanceId"));
export type MaintenanceId = typeof MaintenanceId.Type;
export const EvaluationId = Id.pipe(Schema.brand("EvaluationId"));
export type EvaluationId = typeof EvaluationId.Type;
export const EvaluationReportId = Id.pipe(Schema.brand("EvaluationReportId"));
export type EvaluationReportId = typeof EvaluationReportId.Type;
export const TrainingId = Id.pipe(Schema.brand("TrainingId"));
export type TrainingId = typeof TrainingId.Type;
export const TrainingContentId = Id.pipe(Schema.brand("TrainingContentId"));
export type TrainingContentId = typeof TrainingContentId.Type;
export const NoteId = Id.pipe(Schema.brand("NoteId"));
export type NoteId = typeof NoteId.Type;
export const PostId = Id.pipe(Schema.brand("PostId"));
export type PostId = typeof PostId.Type;
export const OrderId = Id.pipe(Schema.brand("OrderId"));
export type OrderId = typeof OrderId.Type;
export const InvoiceId = Id.pipe(Schema.brand("InvoiceId"));
export type InvoiceId = typeof InvoiceId.Type;
export const TransactionId = Id.pipe(Schema.brand("TransactionId"));
export type TransactionId = typeof TransactionId.Type;
export const SubscriptionId = Id.pipe(Schema.brand("SubscriptionId"));
export type SubscriptionId = typeof SubscriptionId.Type;
export const ProductId = Id.pipe(Schema.brand("ProductId"));
export type ProductId = typeof ProductId.Type;
