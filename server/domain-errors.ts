import type { MessageKey } from "../core/i18n/catalogue";

/**
 * The errors services throw when a request cannot be served: tagged, each with the message key the
 * client is shown. Services know nothing of HTTP; the HTTP layer maps each tag to its status in one
 * place (server/http/domain-error-status.ts, used by createApp's onError).
 */
abstract class DomainError extends Error {
  abstract readonly _tag: string;
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** No such record, or one the caller may not know exists. */
export class NotFound extends DomainError {
  readonly _tag = "NotFound";
}
/** The caller may not do this to this record. */
export class Forbidden extends DomainError {
  readonly _tag = "Forbidden";
}
/** The record's state does not allow it (already done, already exists, key reused). */
export class Conflict extends DomainError {
  readonly _tag = "Conflict";
}
/** The input is well formed but does not fit a rule. */
export class Invalid extends DomainError {
  readonly _tag = "Invalid";
}
/** The input cannot be read as what it claims to be (a malformed key or header). */
export class Malformed extends DomainError {
  readonly _tag = "Malformed";
}
/** Over a size or quota limit. */
export class TooLarge extends DomainError {
  readonly _tag = "TooLarge";
}
/** No usable credentials: no session, an unknown or spent token. */
export class Unauthorized extends DomainError {
  readonly _tag = "Unauthorized";
}
/** A service the request needs is not configured or not reachable now (corporate sign-in). */
export class Unavailable extends DomainError {
  readonly _tag = "Unavailable";
}

export type AnyDomainError =
  NotFound | Forbidden | Conflict | Invalid | Malformed | TooLarge | Unauthorized | Unavailable;

export const isDomainError = (error: unknown): error is AnyDomainError => error instanceof DomainError;
