import autocannon from "autocannon";

export interface LoadFigures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly ok: number;
  readonly notOk: number;
}

/**
 * autocannon against one URL. The load runs in a worker thread (`workers: 1`) so it does not share
 * the event loop of the servers under test, which run in the main thread.
 */
export async function load(
  name: string,
  options: {
    readonly url: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly connections: number;
    readonly durationSeconds: number;
  },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers ?? {},
    connections: options.connections,
    duration: options.durationSeconds,
    workers: 1,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    notOk: result.non2xx + result.errors + result.timeouts,
  };
}
