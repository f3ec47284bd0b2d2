import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { RegisteredData } from "../../core/schemas/registered-data";
import { completeRegistrationMachine, RESEND_THROTTLE_MS } from "./complete-registration.machine";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { completeRegistrationModel, REGISTERED } from "./complete-registration.model";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Answer = { readonly status: "success" | "error"; readonly message: string };
const OK: Answer = { status: "success", message: "b2b_code_sent" };

function start(overrides: { load?: () => Promise<RegisteredData>; activate?: () => Promise<Answer> } = {}) {
  const goHome = vi.fn<(notice: string) => void>();
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
      actions: { goHome: (_, params) => goHome(params.notice) },
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
  it("a registered-data failure goes to /, saying the link is used or broken", async () => {
    const { actor, goHome } = start({ load: () => Promise.reject({ _tag: "HttpError", status: 404 }) });
    await settle();
    expect(actor.getSnapshot().value).toBe("leaving");
    expect(goHome).toHaveBeenCalledExactlyOnceWith("b2b_setpassword_link_invalid");
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
    expect(goHome).toHaveBeenCalledExactlyOnceWith("b2b_activated");
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
  const reports = completeRegistrationModel.models.map((options) => ({
    options,
    report: modelReport(completeRegistrationMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  const seen = new Set<string>();
  for (const { options, report } of reports) {
    for (const { path, description } of report.transitions) {
      if (seen.has(description)) continue;
      seen.add(description);
      it(`reaches the end of ${description}`, () => {
        expect(replay(completeRegistrationMachine, path, options).value).toEqual(path.state.value);
      });
    }
  }
});
