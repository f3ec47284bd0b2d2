/*
 * A scripted fetch for the adapter unit tests: answers by a handler, records every request.
 * Not a test file itself so the http and refresh tests share it.
 */

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | undefined;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function fakeFetch(handler: FetchHandler): {
  readonly fetch: typeof globalThis.fetch;
  readonly requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request: RecordedRequest = {
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? init.body : undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
