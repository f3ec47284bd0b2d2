import { Temporal } from "temporal-polyfill";
import { isOk, type Encoder } from "../../../core/schemas/decode";
import type { TrainingContentId, TrainingId } from "../../../core/schemas/ids";
import { encodeTraining, encodeTrainingMaterial } from "../../../core/schemas/training";
import type { trainingMaterials, trainings } from "../tables/trainings";

/**
 * Rows → the wire through core/schemas' own encoders, so an answer can never drift from the shape
 * the browser decodes. A row that does not encode is a server bug (500), never a silent partial answer.
 */
function encodeOrThrow<A, E>(encode: Encoder<A, E>, value: A): E {
  const result = encode(value);
  if (isOk(result)) return result.value;
  throw result.error;
}

const instant = (date: Date): Temporal.Instant => Temporal.Instant.fromEpochMilliseconds(date.getTime());

export function trainingWire(row: typeof trainings.$inferSelect) {
  return encodeOrThrow(encodeTraining, {
    id: row.id as TrainingId,
    title: row.title,
    start_date: Temporal.PlainDate.from(row.startDate),
    end_date: Temporal.PlainDate.from(row.endDate),
    status: row.status,
    exam: row.exam,
  });
}

export function trainingMaterialWire(row: typeof trainingMaterials.$inferSelect) {
  return encodeOrThrow(encodeTrainingMaterial, {
    id: row.id as TrainingContentId,
    title: row.title,
    c_stamp: instant(row.cStamp),
  });
}
