import * as Schema from "effect/Schema";

/** Wire shapes of the corporate sign-in routes. */

/** An ID token is a few KiB; the cap keeps a junk body from reaching the verifier. */
const ID_TOKEN_MAX_LENGTH = 16 * 1024;

/** POST v2/auth/login/microsoft body: the identity provider's ID token. */
export const CorporateLoginRequest = Schema.Struct({
  access_token: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(ID_TOKEN_MAX_LENGTH)),
}).annotate({ identifier: "CorporateLoginRequest" });
