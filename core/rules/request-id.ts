/*
 * The id of one request (issue #42): the server gives every answer an X-Request-Id (a UUID, or the
 * id a trusted proxy made), its log line carries it, and the browser shows it on an error screen
 * and keeps it in a trace, so a person can quote it and an operator can find the request.
 */

/** Short, printable, nothing a log line, a header or a trace could be split by. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/u;

/** Whether `value` can be a request id; anything else is not shown, logged or recorded as one. */
export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

/** A header's value as a request id, or undefined when it is missing or not of that shape. */
export function requestIdOf(value: string | null | undefined): string | undefined {
  return isRequestId(value) ? value : undefined;
}
