/** Timing helpers of the tickets benchmark: sequential requests, Server-Timing read, percentiles. */

export interface Timings {
  readonly server: readonly number[];
  readonly roundTrip: readonly number[];
  /** Every Server-Timing metric of the answers (the search's per source), by name. */
  readonly metrics: ReadonlyMap<string, readonly number[]>;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** The `app;dur=` of a Server-Timing header, in milliseconds. */
export function serverDuration(header: string | null): number {
  const match = /app;dur=([0-9.]+)/u.exec(header ?? "");
  if (match?.[1] === undefined) throw new Error(`no Server-Timing in the answer: ${header}`);
  return Number(match[1]);
}

/** Every `name;dur=ms` of a Server-Timing header. */
export function serverMetrics(header: string | null): ReadonlyArray<readonly [string, number]> {
  return [...(header ?? "").matchAll(/([\w-]+);dur=([0-9.]+)/gu)].map(
    (match) => [match[1] ?? "", Number(match[2])] as const,
  );
}

/** Requests `url` `count` times one after another (after `warmup` unmeasured ones). */
export async function measure(
  url: string,
  headers: Record<string, string>,
  count: number,
  warmup: number,
): Promise<Timings> {
  const server: number[] = [];
  const roundTrip: number[] = [];
  const metrics = new Map<string, number[]>();
  for (let i = 0; i < warmup + count; i += 1) {
    const started = performance.now();
    // A warm-up request may meet a kept-alive connection the server closed while the benchmark was
    // seeding (PGlite seeds on the server's own thread): it is sent again; measured ones never are.
    const response = await fetch(url, { headers }).catch((error: unknown) => {
      if (i < warmup) return fetch(url, { headers });
      throw error;
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i < warmup) continue;
    server.push(serverDuration(response.headers.get("server-timing")));
    roundTrip.push(elapsed);
    for (const [name, ms] of serverMetrics(response.headers.get("server-timing"))) {
      const values = metrics.get(name) ?? [];
      values.push(ms);
      metrics.set(name, values);
    }
  }
  return { server, roundTrip, metrics };
}
