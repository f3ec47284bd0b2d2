import type { Translations } from "../../core/schemas/translations";
import type { TokenData } from "../../core/schemas/token-data";
import type { AuthConfig, FlowAnswer } from "../../core/auth/auth-wire";
import type { RefreshAnswer } from "./contract-schemas";

/*
 * The answers the login route reads (tokens, translations, auth config, flow answers), checked by
 * hand. They are part of the first load, and effect/Schema with its runtime would add ~25 KB gzip
 * there (DESIGN.md budget: 120 KB). Every other answer is decoded by the core/contract schemas,
 * loaded on demand. `light-answers.test.ts` holds each check to its schema on the same inputs.
 */

/** The result shape of every decoder the HTTP client takes (core's `Decoded` fits it). */
export type Checked<A> = { readonly value: A } | { readonly error: { readonly message: string } };

type Fields = Readonly<Record<string, unknown>>;

const ok = <A>(value: A): Checked<A> => ({ value });
const invalid = (entity: string, why: string): Checked<never> => ({
  error: { message: `${entity}: ${why}` },
});
const fieldsOf = (input: unknown): Fields | undefined =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Fields) : undefined;
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value !== "";

export function checkTokenData(input: unknown): Checked<TokenData> {
  const r = fieldsOf(input);
  if (r === undefined) return invalid("TokenData", "expected an object");
  const { access_token: access, refresh_token: refresh } = r;
  if (!nonEmpty(access)) return invalid("TokenData", "access_token must be a non-empty string");
  if (!nonEmpty(refresh)) return invalid("TokenData", "refresh_token must be a non-empty string");
  return ok({ access_token: access, refresh_token: refresh });
}

/** A missing refresh token means "keep the previous one" (spec 7). */
export function checkRefreshAnswer(input: unknown): Checked<RefreshAnswer> {
  const r = fieldsOf(input);
  if (r === undefined) return invalid("RefreshAnswer", "expected an object");
  const { access_token: access, refresh_token: refresh } = r;
  if (!nonEmpty(access)) return invalid("RefreshAnswer", "access_token must be a non-empty string");
  if (refresh === undefined) return ok({ access_token: access });
  if (!nonEmpty(refresh)) return invalid("RefreshAnswer", "refresh_token must be a non-empty string");
  return ok({ access_token: access, refresh_token: refresh });
}

export function checkTranslations(input: unknown): Checked<Translations> {
  const r = fieldsOf(input);
  if (r === undefined) return invalid("Translations", "expected an object");
  const out: Record<string, { readonly gr: string; readonly en: string }> = {};
  for (const [key, texts] of Object.entries(r)) {
    const t = fieldsOf(texts);
    if (t === undefined || typeof t["gr"] !== "string" || typeof t["en"] !== "string")
      return invalid("Translations", `${key} must hold gr and en texts`);
    out[key] = { gr: t["gr"], en: t["en"] };
  }
  return ok(out);
}

export function checkFlowAnswer(input: unknown): Checked<FlowAnswer> {
  const r = fieldsOf(input);
  if (r === undefined) return invalid("FlowAnswer", "expected an object");
  const { status, message } = r;
  if (status !== "success" && status !== "error")
    return invalid("FlowAnswer", 'status must be "success" or "error"');
  if (typeof message !== "string") return invalid("FlowAnswer", "message must be a string");
  return ok({ status, message });
}

export function checkAuthConfig(input: unknown): Checked<AuthConfig> {
  const r = fieldsOf(input);
  if (r === undefined) return invalid("AuthConfig", "expected an object");
  const learning = r["learning_url"];
  if (learning !== null && typeof learning !== "string")
    return invalid("AuthConfig", "learning_url must be a string or null");
  // Switches are optional (another host may not send them: everything stays off).
  const features = r["features"];
  let switches: { features?: { commerce_screens: boolean } } = {};
  if (features !== undefined) {
    const f = fieldsOf(features);
    if (f === undefined || typeof f["commerce_screens"] !== "boolean")
      return invalid("AuthConfig", "features.commerce_screens must be a boolean");
    switches = { features: { commerce_screens: f["commerce_screens"] } };
  }
  if (r["microsoft"] === null) return ok({ microsoft: null, learning_url: learning, ...switches });
  const m = fieldsOf(r["microsoft"]);
  if (m === undefined) return invalid("AuthConfig", "microsoft must be an object or null");
  const { clientId, authority, knownAuthorities } = m;
  if (!nonEmpty(clientId) || !nonEmpty(authority))
    return invalid("AuthConfig", "microsoft.clientId and authority must be non-empty strings");
  if (!Array.isArray(knownAuthorities) || !knownAuthorities.every((a) => typeof a === "string"))
    return invalid("AuthConfig", "microsoft.knownAuthorities must be a list of strings");
  return ok({
    microsoft: { clientId, authority, knownAuthorities: knownAuthorities as string[] },
    learning_url: learning,
    ...switches,
  });
}
