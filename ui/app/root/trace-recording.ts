import type { TraceRecorder } from "../../../adapters/trace-recorder/trace-recorder";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { version as appVersion } from "../../../package.json";

/*
 * When the trace recorder ("Report a problem", docs/traces.md) loads. It brings effect/Schema and
 * temporal-polyfill (≈ 50 KB gzip), which signing in does not need, so the login page does not
 * download it before the user acts (DESIGN.md budget, issue #21). Every machine actor reports to
 * the inspection relay from the first event on; the relay holds what happened (with its time)
 * until the recorder connects and hands it over, so the trace still covers the whole page load.
 * deferred-loads.ts says when it loads; an export loads it at once.
 */

let recorder: Promise<TraceRecorder> | undefined;

/**
 * The tab's recorder, loaded and connected to the relay on the first call. A recorder that cannot
 * load (offline, a deploy in between) is tried again on the next call; the relay keeps holding.
 */
export const traceRecorder = (): Promise<TraceRecorder> =>
  (recorder ??= Promise.all([
    import("../../../adapters/trace-recorder/trace-recorder"),
    import("temporal-polyfill"),
  ]).then(([{ createTraceRecorder }, { Temporal }]) => {
    const created = createTraceRecorder({
      appVersion,
      now: inspectionRelay.now,
      startedAt: Temporal.Instant.fromEpochMilliseconds(inspectionRelay.startedAtEpochMs),
    });
    inspectionRelay.connect(created.inspect);
    return created;
  })).catch((error: unknown) => {
    recorder = undefined;
    throw error;
  });
