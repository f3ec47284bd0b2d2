import * as Schema from "effect/Schema";
import { makeDecoder } from "../../core/schemas/decode";
import { TrainingMaterial } from "../../core/training/training";

/*
 * The browser's own readings of two answers: the refresh answer, which it reads more leniently than
 * our server writes it (another host may send no new refresh token), and the training material list.
 * Every other wire shape is core's, shared with the server (core/<area>/*-wire.ts, core/schemas/).
 */

/**
 * v2/auth/refresh-token. Spec 7 stores the new access token "together with the previous refresh
 * token"; the contract also sends a (rotated) refresh token. Both are accepted: a missing one
 * means keep the previous.
 */
export const RefreshAnswer = Schema.Struct({
  access_token: Schema.NonEmptyString,
  refresh_token: Schema.optionalKey(Schema.NonEmptyString),
});
export type RefreshAnswer = typeof RefreshAnswer.Type;
export const decodeRefreshAnswer = makeDecoder("RefreshAnswer", RefreshAnswer);

/** GET training_material: the list form of core's `TrainingMaterial`. */
export const decodeTrainingMaterials = makeDecoder("TrainingMaterial[]", Schema.Array(TrainingMaterial));
