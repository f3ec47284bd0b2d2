import * as Schema from "effect/Schema";
import { UserId } from "../../../core/schemas/ids";

/** Wire shapes of the session routes that core/schemas does not define. */

export const StatusAnswer = Schema.Struct({
  status: Schema.Literals(["success", "error"]),
  message: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "StatusAnswer" });

/** POST auth/act-as body. */
export const ActAsRequest = Schema.Struct({
  user_id: UserId,
}).annotate({ identifier: "ActAsRequest" });
