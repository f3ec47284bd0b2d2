import * as Exit from "effect/Exit";
import * as Schema from "effect/Schema";
import { APP_LANGUAGES } from "../../core/constants/language-constants";

/*
 * Shapes of what the browser keeps between reloads. Each is decoded on every read so a value
 * written by an older build, by hand or by another app on the same origin counts as absent.
 * core/ has no storage shapes (storage is a browser concern), so they live here.
 */

export const StoredTokens = Schema.Struct({
  access_token: Schema.NonEmptyString,
  refresh_token: Schema.NonEmptyString,
});
export type StoredTokens = typeof StoredTokens.Type;

/** The session saved while user id 1 acts as an employee ("master" in the spec). */
export const MasterSession = Schema.Struct({
  access_token: Schema.NonEmptyString,
  refresh_token: Schema.NonEmptyString,
  location: Schema.NullOr(Schema.Int),
  warehouse: Schema.NullOr(Schema.Int),
});
export type MasterSession = typeof MasterSession.Type;

/** The app language as its BCP 47 tag (el-GR, en-US, fr-FR; see core language constants). */
export const StoredLanguage = Schema.Literals(APP_LANGUAGES);
export type StoredLanguage = typeof StoredLanguage.Type;

export const StoredColours = Schema.Struct({
  primary: Schema.String,
  secondary: Schema.String,
});
export type StoredColours = typeof StoredColours.Type;

/** The external portal's token: its value and the instant it expires (epoch milliseconds). */
export const PortalToken = Schema.Struct({
  value: Schema.NonEmptyString,
  expires_at: Schema.Finite,
});
export type PortalToken = typeof PortalToken.Type;

export const StoredId = Schema.Int;
export const StoredFlag = Schema.Boolean;

/** Decode or `undefined`; the only way storage values are read. */
export function decodeOrUndefined<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
): (input: unknown) => S["Type"] | undefined {
  const decode = Schema.decodeUnknownExit(schema);
  return (input) => {
    if (input === undefined) return undefined;
    const exit = decode(input);
    return Exit.isSuccess(exit) ? exit.value : undefined;
  };
}
