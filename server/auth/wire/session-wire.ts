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

/** An entry of GET employees (the acting-as list). */
export const Employee = Schema.Struct({
  id: Schema.Int,
  f_name: Schema.String,
  l_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  mobile: Schema.String,
}).annotate({ identifier: "Employee" });

/** GET weg. */
export const ExternalPortalUrl = Schema.Struct({ url: Schema.String }).annotate({
  identifier: "ExternalPortalUrl",
});

/** GET wegPortalAuth: the portal token (`Success`) and its lifetime in seconds. */
export const PortalToken = Schema.Struct({ Success: Schema.String, expires_in: Schema.Int }).annotate({
  identifier: "PortalToken",
});
