import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AnyDomainError } from "../domain-errors";

/** The one mapping of the services' domain errors to HTTP statuses (the key travels as the message). */
export const DOMAIN_ERROR_STATUS: Readonly<Record<AnyDomainError["_tag"], ContentfulStatusCode>> = {
  NotFound: 404,
  Forbidden: 403,
  Conflict: 409,
  Invalid: 422,
  Malformed: 400,
  TooLarge: 413,
  Unauthorized: 401,
  Unavailable: 503,
};
