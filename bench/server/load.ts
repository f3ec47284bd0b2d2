import autocannon from "autocannon";

export interface LoadFigures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly ok: number;
  readonly notOk: number;
  /**
   * CPU time of this thread (the servers under test; autocannon runs in its own) per answered
   * request, in ms. Unlike req/s and latency it hardly moves when other processes share the cores,
   * so alternating before/after runs on a busy machine still compare (issue #41). NaN where Node has
   * no `process.threadCpuUsage` (before 23.9).
   */
  readonly cpuMsPerRequest: number;
}

const threadCpuMicros = (): number => {
  const usage = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage?.();
  return usage === undefined ? NaN : usage.user + usage.system;
};

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
  const cpuBefore = threadCpuMicros();
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
    cpuMsPerRequest: (threadCpuMicros() - cpuBefore) / 1000 / Math.max(1, result["2xx"] + result.non2xx),
  };
}
