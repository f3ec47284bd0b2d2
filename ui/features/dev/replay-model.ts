import { parseTraceText, type TraceProblemKey } from "../../../core/traces/decode-trace";
import type { TraceFile } from "../../../core/traces/trace-format";
import type { RegisteredMachine } from "../../../machines/machine-registry";
import { replayTrace, type ReplayReport, type ReplayStep } from "../../../machines/tooling/replay-engine";

/* What the replay page shows for a file: the decoder's problem, or the replay's steps in order. */

export interface LoadedReplay {
  readonly ok: true;
  readonly fileName: string;
  readonly trace: TraceFile;
  readonly report: ReplayReport;
  /** Every replayed step of every run, in order. */
  readonly steps: ReadonlyArray<ReplayStep>;
  /** Index in `steps` of the first step whose state differs from the recording. */
  readonly firstDifference: number | undefined;
}

export interface UnreadableTrace {
  readonly ok: false;
  readonly fileName: string;
  readonly key: TraceProblemKey | "trace_replay_failed";
  readonly message: string;
}

export type ReplayLoad = LoadedReplay | UnreadableTrace;

/** Decodes with core's decoder and replays with the engine; never throws. */
export function loadReplay(
  fileName: string,
  text: string,
  machines: ReadonlyArray<RegisteredMachine>,
): ReplayLoad {
  const decoded = parseTraceText(text);
  if (!decoded.ok) return { ok: false, fileName, key: decoded.key, message: decoded.message };
  let report: ReplayReport;
  try {
    report = replayTrace(decoded.trace, machines);
  } catch (error) {
    // The engine reports differences as results; an exception is a bug in a machine or the engine.
    return {
      ok: false,
      fileName,
      key: "trace_replay_failed",
      message: `The replay stopped with an error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const steps = report.runs.flatMap((run) => run.steps);
  const difference = steps.findIndex((step) => !step.ok);
  return {
    ok: true,
    fileName,
    trace: decoded.trace,
    report,
    steps,
    firstDifference: difference === -1 ? undefined : difference,
  };
}

/** "+3.0 s" since the run started. */
export function stepTime(at: number): string {
  return `+${(at / 1000).toFixed(at < 10_000 ? 1 : 0)} s`;
}
