import * as Schema from "effect/Schema";

/** Request bodies of the registration, reset and verification routes that core/schemas does not define. */

/** POST auth/verify/mobile and POST auth/verify/email. */
export const HashRequest = Schema.Struct({ hash: Schema.String }).annotate({ identifier: "HashRequest" });

/** POST auth/reset/password. */
export const ResetPasswordRequest = Schema.Struct({
  hash: Schema.String,
  password: Schema.String,
}).annotate({ identifier: "ResetPasswordRequest" });

/** POST auth/forgot/password (the older inline form). */
export const ForgotByEmailRequest = Schema.Struct({ email: Schema.String }).annotate({
  identifier: "ForgotByEmailRequest",
});
