import { isOk, makeDecoder } from "../schemas/decode";
import type { TraceFile } from "./trace-format";
import { TRACE_FORMAT, TRACE_VERSION, TraceFile as TraceFileSchema } from "./trace-format";

/** Why a file cannot be read as a trace: a message key for the UI, a sentence for the console. */
export type TraceProblemKey =
  | "trace_not_json"
  | "trace_truncated"
  | "trace_foreign"
  | "trace_future_version"
  | "trace_unknown_version"
  | "trace_malformed"
  | "trace_entries_missing";

export type TraceDecoded =
  | { readonly ok: true; readonly trace: TraceFile }
  | { readonly ok: false; readonly key: TraceProblemKey; readonly message: string };

const decodeFile = makeDecoder("TraceFile", TraceFileSchema);

const problem = (key: TraceProblemKey, message: string): TraceDecoded => ({ ok: false, key, message });

/** Reads the text of a trace file (what a page gets from a file input, the CLI from disk). */
export function parseTraceText(text: string): TraceDecoded {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const trimmed = text.trim();
    // A trace always ends with "}": a file that starts like one but stops early was cut off.
    if (trimmed.startsWith("{") && !trimmed.endsWith("}")) {
      return problem(
        "trace_truncated",
        "The trace file ends early: it was cut off while being saved or copied. Export it again.",
      );
    }
    return problem("trace_not_json", "The file is not JSON, so it cannot be a trace.");
  }
  return decodeTrace(json);
}

/** Checks an already-parsed value; never throws. */
export function decodeTrace(json: unknown): TraceDecoded {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return problem("trace_foreign", "The file holds no trace object (expected a JSON object).");
  }
  const { format, version } = json as { readonly format?: unknown; readonly version?: unknown };
  if (format !== TRACE_FORMAT) {
    const seen = typeof format === "string" ? `its format is "${format}"` : "it names no format";
    return problem(
      "trace_foreign",
      `The file is not a franchise portal trace (${seen}; expected "${TRACE_FORMAT}").`,
    );
  }
  if (typeof version === "number" && Number.isInteger(version) && version > TRACE_VERSION) {
    return problem(
      "trace_future_version",
      `The trace was written by a newer portal (trace format version ${version}); this tool reads version ${TRACE_VERSION}. Update the tool.`,
    );
  }
  if (version !== TRACE_VERSION) {
    return problem(
      "trace_unknown_version",
      `The trace has an unknown format version (${JSON.stringify(version) ?? "none"}); this tool reads version ${TRACE_VERSION}.`,
    );
  }
  const decoded = decodeFile(json);
  if (!isOk(decoded)) {
    return problem("trace_malformed", `The trace is damaged: ${decoded.error.message}.`);
  }
  const gap = firstGap(decoded.value);
  if (gap !== undefined) return problem("trace_entries_missing", gap);
  return { ok: true, trace: decoded.value };
}

/** Entries carry consecutive sequence numbers; a hole means someone cut entries out. */
function firstGap(trace: TraceFile): string | undefined {
  const { entries, dropped } = trace;
  const first = entries[0];
  if (first !== undefined && first.seq !== dropped) {
    return `The trace's first entry is number ${first.seq}, but the file says ${dropped} were dropped before it: entries are missing at the start.`;
  }
  for (let i = 1; i < entries.length; i++) {
    const before = entries[i - 1];
    const entry = entries[i];
    if (before === undefined || entry === undefined) continue;
    if (entry.seq !== before.seq + 1) {
      return `Entries are missing from the trace: number ${before.seq} is followed by ${entry.seq}.`;
    }
    if (entry.at < before.at) {
      return `The trace's times go backwards at entry ${entry.seq} (${entry.at} ms after ${before.at} ms).`;
    }
  }
  return undefined;
}
