import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { emailVerifyMachine } from "./email-verify.machine";
import type { ForgotPasswordForm } from "./forgot-password.machine";
import { forgotPasswordMachine } from "./forgot-password.machine";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { emailVerifyModel } from "./email-verify.model";
import { forgotPasswordModel } from "./forgot-password.model";
import { resetPasswordModel } from "./reset-password.model";
import { serverAnswer as answer } from "../../tests/machines/server-answer";
import { resetPasswordMachine } from "./reset-password.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Answer = { readonly status: "success" | "error"; readonly message: string };

describe("forgot-password machine", () => {
  it("validates by type, submits, shows the server's message with its status", async () => {
    const sent = vi.fn<(payload: unknown) => void>();
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          requestReset: fromPromise<Answer, { readonly payload: ForgotPasswordForm }>(async ({ input }) => {
            sent(input.payload);
            return { status: "success", message: "b2b_reset_sent" };
          }),
        },
      }),
    ).start();
    actor.send({ type: "user.setValue", value: "6912345678" });
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(true);
    actor.send({ type: "user.setType", value: "email" });
    expect(actor.getSnapshot().context.form.value).toBe("");
    actor.send({ type: "user.setValue", value: "not-an-email" });
    expect(actor.getSnapshot().context.errors.value).toContain("b2b_email_invalid");
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
    actor.send({ type: "user.setValue", value: "ada@example.com" });
    actor.send({ type: "user.submit" });
    await settle();
    expect(sent).toHaveBeenCalledWith({ type: "email", country_code: 30, value: "ada@example.com" });
    expect(actor.getSnapshot().value).toBe("sent");
    expect(actor.getSnapshot().context.message).toEqual({ type: "success", key: "b2b_reset_sent" });
  });

  it("an error answer keeps the form with the message as an error", async () => {
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          requestReset: fromPromise(() =>
            Promise.reject({
              _tag: "HttpError",
              status: 429,
              body: { status: "error", message: "b2b_too_many_attempts" },
            }),
          ),
        },
      }),
    ).start();
    actor.send({ type: "user.setValue", value: "6912345678" });
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.message).toEqual({ type: "error", key: "b2b_too_many_attempts" });
  });
});

describe("reset-password machine", () => {
  it("needs both passwords valid and equal; success goes to / with the server's message", async () => {
    const goHome = vi.fn<(notice: string) => void>();
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          checkLink: fromPromise(async () => answer("success")),
          resetPassword: fromPromise(async () => answer("success")),
        },
        actions: { goHome: (_, params) => goHome(params.notice) },
      }),
      { input: { hash: "h" } },
    ).start();
    expect(actor.getSnapshot().value).toBe("checking");
    await settle();
    actor.send({ type: "user.change", field: "password", value: "Secret#123" });
    actor.send({ type: "user.change", field: "password_confirmation", value: "Secret#124" });
    expect(actor.getSnapshot().context.errors.password_confirmation).toContain("b2b_passwords_must_match");
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
    actor.send({ type: "user.change", field: "password_confirmation", value: "Secret#123" });
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("done");
    expect(goHome).toHaveBeenCalledExactlyOnceWith("key_success");
  });

  it("a used or expired link is said before any password is asked", async () => {
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          checkLink: fromPromise(() =>
            Promise.reject({
              _tag: "HttpError",
              status: 404,
              body: { status: "error", message: "b2b_reset_link_invalid" },
            }),
          ),
        },
      }),
      { input: { hash: "h" } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe("linkUnusable");
    expect(actor.getSnapshot().context.message).toEqual({ type: "error", key: "b2b_reset_link_invalid" });
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
  });
});

describe("email-verify machine", () => {
  it("verifies on entry and shows the status and message", async () => {
    const actor = createActor(
      emailVerifyMachine.provide({ actors: { verifyEmail: fromPromise(async () => answer("success")) } }),
      { input: { hash: "h" } },
    ).start();
    expect(actor.getSnapshot().value).toBe("verifying");
    await settle();
    expect(actor.getSnapshot().value).toBe("verified");
    expect(actor.getSnapshot().context.result).toEqual({ type: "success", key: "key_success" });
  });

  it("a failure resolves with the server's error body", async () => {
    const actor = createActor(
      emailVerifyMachine.provide({
        actors: {
          verifyEmail: fromPromise(() =>
            Promise.reject({
              _tag: "HttpError",
              status: 404,
              body: { status: "error", message: "b2b_link_expired" },
            }),
          ),
        },
      }),
      { input: { hash: "h" } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.result).toEqual({ type: "error", key: "b2b_link_expired" });
  });
});

describe("password flow models", () => {
  const models = [
    { name: "forgotPassword", model: forgotPasswordModel },
    { name: "resetPassword", model: resetPasswordModel },
    { name: "emailVerify", model: emailVerifyModel },
  ];

  for (const { name, model } of models) {
    describe(`model of ${name}`, () => {
      const reports = model.models.map((options) => ({
        options,
        report: modelReport(model.machine, options),
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
            expect(replay(model.machine, path, options).value).toEqual(path.state.value);
          });
        }
      }
    });
  }
});
