import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Wraps a Node request listener so that every answer starts with `headers` already written on it
 * (Node merges them with the ones the answer sets later; the answer's own win). Used for the
 * security headers, the same on every answer (server/http/middleware/security-headers.ts).
 */
export function withFixedHeaders(listener: Listener, headers: Readonly<Record<string, string>>): Listener {
  const entries = Object.entries(headers);
  return (request, response) => {
    for (const [name, value] of entries) response.setHeader(name, value);
    return listener(request, response);
  };
}
