import * as Schema from "effect/Schema";

/** An entry of GET dev/outbox (demo mode only). */
export const OutboxEntry = Schema.Struct({
  id: Schema.Int,
  channel: Schema.Literals(["email", "sms"]),
  to: Schema.String,
  subject: Schema.NullOr(Schema.String),
  body: Schema.String,
  links: Schema.Array(Schema.String),
  attachments: Schema.Array(
    Schema.Struct({ filename: Schema.String, contentType: Schema.String, content: Schema.String }),
  ),
  c_stamp: Schema.String,
}).annotate({ identifier: "OutboxEntry" });
