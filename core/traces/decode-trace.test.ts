import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { decodeTrace, parseTraceText } from "./decode-trace";
import { stateLabel, sameStateValue } from "./state-label";

const machine = { id: "session", version: "1" };
const actor = { path: "session", run: "x:0" };

const validTrace = {
  format: "franchise-portal-trace",
  version: 1,
  appVersion: "1.1.0",
  recordedAt: "2025-01-31T09:15:00.000Z",
  capacity: 2000,
  dropped: 0,
  entries: [
    { seq: 0, at: 0, machine, actor, kind: "start", input: { language: "el" } },
    { seq: 1, at: 0, machine, actor, kind: "snapshot", value: "anonymous", status: "active", cause: 0 },
    {
      seq: 2,
      at: 5,
      machine,
      actor,
      kind: "event",
      type: "user.submitPassword",
      payload: { username: "xxxx", password: "xxxx" },
      redacted: ["payload.username", "payload.password"],
    },
    {
      seq: 3,
      at: 5,
      machine,
      actor,
      kind: "snapshot",
      value: { signingIn: "password" },
      status: "active",
      cause: 2,
    },
    { seq: 4, at: 40, machine, actor, kind: "actor.done", actorId: "login", output: { access_token: "xxx" } },
    { seq: 5, at: 41, machine, actor, kind: "actor.error", actorId: "loadUser", error: { status: 500 } },
    {
      seq: 6,
      at: 1541,
      machine,
      actor,
      kind: "timer",
      type: "xstate.after.loaderDelay.session.x",
      delay: "loaderDelay",
    },
  ],
};

const text = JSON.stringify(validTrace);
const problemKey = (value: unknown) => {
  const result = decodeTrace(value);
  return result.ok ? "ok" : result.key;
};

describe("decodeTrace", () => {
  it("reads a well-formed trace", () => {
    const result = parseTraceText(text);
    expect(result).toMatchObject({ ok: true, trace: { entries: validTrace.entries } });
  });

  it("refuses a file cut off while saving, with a sentence that says so", () => {
    expect(parseTraceText(text.slice(0, text.length / 2))).toMatchObject({
      ok: false,
      key: "trace_truncated",
      message: expect.stringMatching(/cut off/u),
    });
  });

  it("refuses text that is not JSON", () => {
    expect(parseTraceText("hello")).toMatchObject({ ok: false, key: "trace_not_json" });
  });

  it("refuses foreign files: other formats, arrays, strings", () => {
    expect(problemKey({ ...validTrace, format: "har" })).toBe("trace_foreign");
    expect(problemKey([validTrace])).toBe("trace_foreign");
    expect(problemKey("trace")).toBe("trace_foreign");
    expect(decodeTrace({ log: { entries: [] } })).toMatchObject({
      message:
        'The file is not a franchise portal trace (it names no format; expected "franchise-portal-trace").',
    });
  });

  it("refuses a newer format version and asks for a newer tool", () => {
    expect(decodeTrace({ ...validTrace, version: 2 })).toMatchObject({
      ok: false,
      key: "trace_future_version",
      message: expect.stringMatching(/version 2.*reads version 1/u),
    });
    expect(problemKey({ ...validTrace, version: "1" })).toBe("trace_unknown_version");
  });

  it("refuses malformed entries and names the field", () => {
    const broken = { ...validTrace, entries: [{ ...validTrace.entries[0], at: -1 }] };
    expect(decodeTrace(broken)).toMatchObject({
      ok: false,
      key: "trace_malformed",
      message: expect.stringContaining("entries.0.at"),
    });
    expect(problemKey({ ...validTrace, recordedAt: "yesterday" })).toBe("trace_malformed");
    expect(problemKey({ ...validTrace, entries: [{ ...validTrace.entries[0], kind: "guess" }] })).toBe(
      "trace_malformed",
    );
  });

  it("refuses a trace with entries cut out of the middle or the start", () => {
    const entries = validTrace.entries.filter((e) => e.seq !== 3);
    expect(problemKey({ ...validTrace, entries })).toBe("trace_entries_missing");
    expect(problemKey({ ...validTrace, entries: validTrace.entries.slice(1) })).toBe("trace_entries_missing");
    expect(problemKey({ ...validTrace, dropped: 1, entries: validTrace.entries.slice(1) })).toBe("ok");
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, raw) => {
        expect(() => decodeTrace(value)).not.toThrow();
        expect(() => parseTraceText(raw)).not.toThrow();
        expect(decodeTrace({ ...validTrace, entries: [value] }).ok).toBe(false);
      }),
    );
  });
});

describe("stateLabel", () => {
  it("reads nested and parallel values the way the diagrams name them", () => {
    expect(stateLabel("idle")).toBe("idle");
    expect(stateLabel({ signingIn: { corporate: "completing" } })).toBe("signingIn.corporate.completing");
    expect(stateLabel({ editing: "dirty", upload: { sending: "retrying" } })).toBe(
      "{editing.dirty, upload.sending.retrying}",
    );
    expect(sameStateValue({ a: "b", c: "d" }, { c: "d", a: "b" })).toBe(true);
    expect(sameStateValue({ a: "b" }, "a")).toBe(false);
  });
});
