import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";

/*
 * The sign-in wire shapes beyond core's entities: GET auth/config (what the browser's MSAL needs) and
 * the flows' `{ status, message }` answers. One schema each for the server's OpenAPI document and the
 * browser's decoding (the login route checks them by hand, adapters/api/light-answers.ts, against
 * these types, to stay out of effect's chunk).
 */

export const MicrosoftConfig = Schema.Struct({
  clientId: Schema.NonEmptyString,
  authority: Schema.NonEmptyString,
  knownAuthorities: Schema.Array(Schema.String),
});
export type MicrosoftConfig = typeof MicrosoftConfig.Type;

/**
 * Screens a deployment turns on beyond the spec's (docs/decisions.md): absent (any other host) means
 * off, so the spec's redirects hold.
 */
export const PortalFeatures = Schema.Struct({
  commerce_screens: Schema.Boolean,
}).annotate({ identifier: "PortalFeatures" });
export type PortalFeatures = typeof PortalFeatures.Type;

/** GET auth/config: the corporate identity provider (null when not configured), the learning site, the switches. */
export const AuthConfig = Schema.Struct({
  microsoft: Schema.NullOr(MicrosoftConfig),
  learning_url: Schema.NullOr(Schema.String),
  features: Schema.optionalKey(PortalFeatures),
}).annotate({ identifier: "AuthConfig" });
export type AuthConfig = typeof AuthConfig.Type;
export const decodeAuthConfig = makeDecoder("AuthConfig", AuthConfig);

/** Flow answers: register, verify, activate, forgot, reset, e-mail verification, approvals. */
export const FlowAnswer = Schema.Struct({
  status: Schema.Literals(["success", "error"]),
  message: Schema.String,
}).annotate({ identifier: "FlowAnswer" });
export type FlowAnswer = typeof FlowAnswer.Type;
export const decodeFlowAnswer = makeDecoder("FlowAnswer", FlowAnswer);
