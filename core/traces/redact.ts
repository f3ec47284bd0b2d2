import { isSecretKey, isSecretQueryParameter } from "./secret-keys";

/*
 * Redaction before anything enters a trace: by key name (passwords, codes, tokens, phones,
 * e-mails, names) and by value pattern (e-mail shape, JWT shape, long digit runs, hash-like runs,
 * secret link parameters and fragments). Masking keeps the shape — letters become x/X, digits 0,
 * other characters stay — so a replayed form still has a value of the right length and kind
 * (an e-mail still looks like one), which keeps most validation guards answering as they did.
 * The value itself is gone.
 */

export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json };

export interface Redacted {
  /** The value made JSON-safe and masked. `undefined` when the input was undefined. */
  readonly value: Json | undefined;
  /** Where something was masked ("payload.password", "output.user.email"). */
  readonly paths: ReadonlyArray<string>;
}

const MAX_DEPTH = 24;

/** Letters → x/X, decimal digits → 0, everything else kept. */
export function maskText(text: string): string {
  return text.replace(/[\p{L}\p{Nd}]/gu, (char) =>
    /\p{Nd}/u.test(char) ? "0" : char === char.toLowerCase() ? "x" : "X",
  );
}

const maskDigits = (text: string): string => text.replace(/\p{Nd}/gu, "0");

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+/gu;
const JWT = /[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/gu;
/** Seven or more digits, possibly split by spaces or brackets: phones, card and id numbers. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s()]*\p{Nd}){6,}/gu;
/**
 * Sixteen or more letters, digits and dashes, mixing letters and digits: hashes, keys, opaque
 * ids. Underscores split runs so snake_case message keys ("b2b_wrong_username_password") stay.
 */
const HASH_LIKE = /[A-Za-z0-9-]{16,}/gu;
/** A link (absolute, or a path starting with "/") with a query or fragment, or a bare "?k=v". */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\/|\?|#)[^\s"'<>]*[?#][^\s"'<>]*|[?#][^\s"'<>]*=[^\s"'<>]*/giu;

/** Masks secrets found inside a string by their shape. */
export function redactText(text: string): string {
  return text
    .replace(LINK, redactLink)
    .replace(EMAIL, maskText)
    .replace(JWT, (jwt) =>
      /\d/u.test(jwt) || jwt.startsWith("eyJ") || jwt.length > 40 ? maskText(jwt) : jwt,
    )
    .replace(DIGIT_RUN, maskDigits)
    .replace(HASH_LIKE, (run) => (/\p{L}/u.test(run) && /\p{Nd}/u.test(run) ? maskText(run) : run));
}

/** Secret query parameters (`?m=<hash>&token=…`) and the whole fragment (`#access_token=…`). */
function redactLink(link: string): string {
  const hashAt = link.indexOf("#");
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : `#${maskText(link.slice(hashAt + 1))}`;
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return beforeHash + fragment;
  const query = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return isSecretQueryParameter(decodeSafely(name))
        ? `${name}=${maskText(pair.slice(equals + 1))}`
        : pair;
    })
    .join("&");
  return `${beforeHash.slice(0, queryAt + 1)}${query}${fragment}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Makes `value` JSON-safe and masks every secret in it. Never throws: throwing getters, cycles,
 * functions and exotic objects become markers or disappear, as JSON.stringify would drop them.
 */
export function redact(value: unknown, rootPath = ""): Redacted {
  const paths: string[] = [];
  const seen = new WeakSet<object>();
  const out = walk(value, rootPath, false, 0, seen, paths);
  return { value: out, paths };
}

function join(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

function walk(
  value: unknown,
  path: string,
  secret: boolean,
  depth: number,
  seen: WeakSet<object>,
  paths: string[],
): Json | undefined {
  switch (typeof value) {
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
    case "boolean":
      return value;
    case "number":
      if (!Number.isFinite(value)) return null;
      if (secret) {
        paths.push(path);
        return 0;
      }
      // JSON has no negative zero.
      return value === 0 ? 0 : value;
    case "bigint":
      return maskString(value.toString(), path, secret, paths);
    case "string":
      return maskString(value, path, secret, paths);
    default:
      break;
  }
  if (value === null) return null;
  const object = value as object;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (seen.has(object)) return "[circular]";
  seen.add(object);
  try {
    return walkObject(object, path, secret, depth, seen, paths);
  } catch {
    // A proxy or exotic object that throws on inspection: keep nothing of it.
    return "[unreadable]";
  } finally {
    seen.delete(object);
  }
}

function walkObject(
  object: object,
  path: string,
  secret: boolean,
  depth: number,
  seen: WeakSet<object>,
  paths: string[],
): Json | undefined {
  if (Array.isArray(object) || object instanceof Set) {
    return [...(object as Iterable<unknown>)].map(
      (item, index) => walk(item, join(path, index), secret, depth + 1, seen, paths) ?? null,
    );
  }
  if (object instanceof Date) {
    return Number.isNaN(object.getTime()) ? null : maskString(object.toISOString(), path, secret, paths);
  }
  const entries: Array<[string, unknown]> =
    object instanceof Map
      ? [...object.entries()].map(([k, v]): [string, unknown] => [String(k), v])
      : ownEntries(object);
  if (entries.length === 0 && !(object instanceof Map) && hasToJson(object)) {
    // Temporal values and other objects that say how they serialise.
    return walk(object.toJSON(), path, secret, depth + 1, seen, paths);
  }
  const result: Record<string, Json> = {};
  for (const [key, child] of entries) {
    const out = walk(child, join(path, key), secret || isSecretKey(key), depth + 1, seen, paths);
    if (out !== undefined) result[key] = out;
  }
  return result;
}

function ownEntries(object: object): Array<[string, unknown]> {
  const entries: Array<[string, unknown]> = [];
  if (object instanceof Error) {
    // Errors keep name and message (own enumerable props follow), as a JSON-safe record.
    entries.push(["name", object.name], ["message", object.message]);
  }
  for (const key of Object.keys(object)) {
    let child: unknown;
    try {
      child = (object as Record<string, unknown>)[key];
    } catch {
      child = "[unreadable]";
    }
    entries.push([key, child]);
  }
  return entries;
}

function hasToJson(object: object): object is { toJSON: () => unknown } {
  return typeof (object as { toJSON?: unknown }).toJSON === "function";
}

function maskString(value: string, path: string, secret: boolean, paths: string[]): string {
  const masked = secret ? maskText(value) : redactText(value);
  if (masked !== value || (secret && value !== "")) paths.push(path);
  return masked;
}
