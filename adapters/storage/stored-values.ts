import { APP_LANGUAGES, type AppLanguage } from "../../core/constants/language-constants";

/*
 * Shapes of what the browser keeps between reloads. Each is checked on every read so a value
 * written by an older build, by hand or by another app on the same origin counts as absent.
 * core/ has no storage shapes (storage is a browser concern), so they live here. Checked by hand,
 * not with effect/Schema: the token store is part of the login route's first load (DESIGN.md
 * budget), and these shapes are four flat records.
 */

export interface StoredTokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** The session saved while user id 1 acts as an employee ("master" in the spec). */
export interface MasterSession extends StoredTokens {
  readonly location: number | null;
  readonly warehouse: number | null;
}

/** The app language as its BCP 47 tag (el-GR, en-US, fr-FR; see core language constants). */
export type StoredLanguage = AppLanguage;

export interface StoredColours {
  readonly primary: string;
  readonly secondary: string;
}

/** The external portal's token: its value and the instant it expires (epoch milliseconds). */
export interface PortalToken {
  readonly value: string;
  readonly expires_at: number;
}

type Check<A> = (input: unknown) => A | undefined;

const record = (input: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : undefined;
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value !== "";
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const intOrNull = (value: unknown): value is number | null => value === null || isInt(value);

export const checkStoredTokens: Check<StoredTokens> = (input) => {
  const r = record(input);
  return r !== undefined && nonEmpty(r["access_token"]) && nonEmpty(r["refresh_token"])
    ? { access_token: r["access_token"], refresh_token: r["refresh_token"] }
    : undefined;
};

export const checkMasterSession: Check<MasterSession> = (input) => {
  const r = record(input);
  const tokens = checkStoredTokens(input);
  if (r === undefined || tokens === undefined) return undefined;
  const { location, warehouse } = r;
  return intOrNull(location) && intOrNull(warehouse) ? { ...tokens, location, warehouse } : undefined;
};

export const checkStoredLanguage: Check<StoredLanguage> = (input) =>
  APP_LANGUAGES.find((language) => language === input);

export const checkStoredColours: Check<StoredColours> = (input) => {
  const r = record(input);
  return r !== undefined && typeof r["primary"] === "string" && typeof r["secondary"] === "string"
    ? { primary: r["primary"], secondary: r["secondary"] }
    : undefined;
};

export const checkPortalToken: Check<PortalToken> = (input) => {
  const r = record(input);
  const expiresAt = r?.["expires_at"];
  return r !== undefined &&
    nonEmpty(r["value"]) &&
    typeof expiresAt === "number" &&
    Number.isFinite(expiresAt)
    ? { value: r["value"], expires_at: expiresAt }
    : undefined;
};

export const checkStoredId: Check<number> = (input) => (isInt(input) ? input : undefined);
export const checkStoredFlag: Check<boolean> = (input) => (typeof input === "boolean" ? input : undefined);
