import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Headers every answer to a path under `prefix` starts with. */
export interface FixedHeaders {
  readonly prefix: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Wraps a Node request listener so that each answer starts with the headers of every rule whose
 * prefix its path starts with, already written on the Node answer: Node merges them with the ones the
 * answer sets later, and the answer's own win (a signed download keeps its own Cache-Control). Used
 * for the headers that never depend on the request (server/boot.ts): written here they cost a small
 * fraction of setting them on every web `Response` after the handler (BENCHMARKS.md, issue #21).
 */
export function withFixedHeaders(listener: Listener, rules: readonly FixedHeaders[]): Listener {
  const compiled = rules.map((rule) => ({ prefix: rule.prefix, entries: Object.entries(rule.headers) }));
  return (request, response) => {
    const url = request.url ?? "/";
    for (const { prefix, entries } of compiled)
      if (url.startsWith(prefix)) for (const [name, value] of entries) response.setHeader(name, value);
    return listener(request, response);
  };
}
