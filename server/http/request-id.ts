import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isRequestId } from "../../core/rules/request-id";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The id of a request: the one a trusted proxy sent (TRUST_PROXY set: the operator's proxy made it
 * and its own logs use it), else a new UUID. Without a trusted proxy an incoming id is the client's
 * word and could be chosen to make two requests look like one, so it is replaced.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && isRequestId(incoming)) return incoming;
  return randomUUID();
}

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Gives every request its id before the app runs: written on the Node answer (so every answer carries
 * X-Request-Id, errors and files included) and on the request's own header, where the app's log and
 * error handling read it (`c.req.header("x-request-id")`).
 */
export function withRequestId(listener: Listener, trustProxy: boolean): Listener {
  return (request, response) => {
    const id = requestIdFor(request.headers[REQUEST_ID_HEADER], trustProxy);
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader("X-Request-Id", id);
    return listener(request, response);
  };
}
