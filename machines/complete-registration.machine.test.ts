import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { RegisteredData } from "../core/schemas/registered-data";
import { completeRegistrationMachine, RESEND_THROTTLE_MS } from "./complete-registration.machine";
import {
  doneEvent,
  errorEvent,
  eventsFromCatalogue,
  modelReport,
  replay,
  uncoveredByAll,
} from "./model-paths";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const REGISTERED = { mobile: "6912345678", first_name: "Ada" } as unknown as RegisteredData;
type Answer = { readonly status: "success" | "error"; readonly message: string };
const answer = (status: "success" | "error"): Answer => ({ status, message: status });
const OK: Answer = { status: "success", message: "b2b_code_sent" };

function start(overrides: { load?: () => Promise<RegisteredData>; activate?: () => Promise<Answer> } = {}) {
  const goHome = vi.fn<() => void>();
  const sendCode = vi.fn<() => void>();
  const activateInput = vi.fn<(input: unknown) => void>();
  const clock = new SimulatedClock();
  const actor = createActor(
    completeRegistrationMachine.provide({
      actors: {
        loadRegisteredData: fromPromise(overrides.load ?? (async () => REGISTERED)),
        sendCode: fromPromise(async () => {
          sendCode();
          return OK;
        }),
        activate: fromPromise(async ({ input }) => {
          activateInput(input);
          return overrides.activate
            ? overrides.activate()
            : { status: "success" as const, message: "b2b_activated" };
        }),
      },
      actions: { goHome: () => goHome() },
    }),
    { input: { hash: "h1" }, clock },
  ).start();
  return { actor, clock, goHome, sendCode, activateInput };
}

function fillPasswords(actor: ReturnType<typeof start>["actor"]) {
  actor.send({ type: "user.change", field: "password", value: "Secret#123" });
  actor.send({ type: "user.change", field: "password_confirmation", value: "Secret#123" });
  actor.send({ type: "user.change", field: "terms", value: true });
}

describe("complete-registration machine", () => {
  it("a registered-data failure goes to /", async () => {
    const { actor, goHome } = start({ load: () => Promise.reject({ _tag: "HttpError", status: 404 }) });
    await settle();
    expect(actor.getSnapshot().value).toBe("leaving");
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it("send-code needs valid equal passwords and terms; pin submit needs 6 digits", async () => {
    const { actor, clock, sendCode, activateInput, goHome } = start();
    await settle();
    expect(actor.getSnapshot().context.registered).toBe(REGISTERED);
    actor.send({ type: "user.change", field: "password", value: "Secret#123" });
    expect(actor.getSnapshot().can({ type: "user.sendCode" })).toBe(false);
    fillPasswords(actor);
    expect(actor.getSnapshot().can({ type: "user.sendCode" })).toBe(true);
    actor.send({ type: "user.sendCode" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ pinEntry: "resendLocked" });
    actor.send({ type: "user.resendCode" });
    expect(sendCode).toHaveBeenCalledTimes(1);
    clock.increment(RESEND_THROTTLE_MS);
    expect(actor.getSnapshot().value).toEqual({ pinEntry: "resendOpen" });
    actor.send({ type: "user.resendCode" });
    await settle();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ pinEntry: "resendLocked" });
    actor.send({ type: "user.changePin", pin: "12345" });
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
    actor.send({ type: "user.changePin", pin: "123456" });
    actor.send({ type: "user.submit" });
    await settle();
    expect(activateInput).toHaveBeenCalledWith({
      hash: "h1",
      code: "123456",
      password: "Secret#123",
      consent_email: false,
      terms: true,
    });
    expect(actor.getSnapshot().value).toBe("done");
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it("a refused code stays on the pin with the server's message", async () => {
    const { actor } = start({ activate: async () => ({ status: "error", message: "b2b_wrong_code" }) });
    await settle();
    fillPasswords(actor);
    actor.send({ type: "user.sendCode" });
    await settle();
    actor.send({ type: "user.changePin", pin: "000000" });
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ pinEntry: "resendOpen" });
    expect(actor.getSnapshot().context.message).toEqual({ type: "error", key: "b2b_wrong_code" });
  });
});

describe("complete-registration machine model", () => {
  const options = {
    input: { hash: "h1" },
    events: eventsFromCatalogue({
      "user.change": [
        { type: "user.change", field: "password", value: "Secret#123" },
        { type: "user.change", field: "password_confirmation", value: "Secret#123" },
        { type: "user.change", field: "terms", value: true },
      ],
      "user.changePin": [{ type: "user.changePin", pin: "123456" }],
      "xstate.done.actor.loadRegisteredData": [doneEvent("loadRegisteredData", REGISTERED)],
      "xstate.error.actor.loadRegisteredData": [errorEvent("loadRegisteredData", { status: 404 })],
      "xstate.done.actor.sendCode": [
        doneEvent("sendCode", answer("success")),
        doneEvent("sendCode", answer("error")),
      ],
      "xstate.error.actor.sendCode": [errorEvent("sendCode", { _tag: "NetworkError" })],
      "xstate.done.actor.resendCode": [
        doneEvent("resendCode", answer("success")),
        doneEvent("resendCode", answer("error")),
      ],
      "xstate.error.actor.resendCode": [errorEvent("resendCode", { _tag: "NetworkError" })],
      "xstate.done.actor.activate": [
        doneEvent("activate", answer("success")),
        doneEvent("activate", answer("error")),
      ],
      "xstate.error.actor.activate": [errorEvent("activate", { _tag: "NetworkError" })],
    }),
    project: (s: { context: { form: unknown; pin: string } }) => [s.context.form, s.context.pin],
    delays: { resendThrottle: RESEND_THROTTLE_MS },
  };
  const report = modelReport(completeRegistrationMachine, options);

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll([report])).toEqual({ states: [], transitions: [] });
  });

  const seen = new Set<string>();
  for (const { path, description } of report.transitions) {
    if (seen.has(description)) continue;
    seen.add(description);
    it(`reaches the end of ${description}`, () => {
      expect(replay(completeRegistrationMachine, path, options).value).toEqual(path.state.value);
    });
  }
});
