import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { JobPosition, Store } from "../../core/schemas/store";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { OPTIONS, registrationModel } from "./registration.model";
import type { RegisterBody } from "./registration.machine";
import { registrationMachine } from "./registration.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Answer = { readonly status: "success" | "error"; readonly message: string };

function start(register: (body: RegisterBody) => Promise<Answer>) {
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadOptions: fromPromise<{
          readonly stores: ReadonlyArray<Store>;
          readonly jobs: ReadonlyArray<JobPosition>;
        }>(async () => OPTIONS),
        register: fromPromise(({ input }) => register(input.body)),
      },
    }),
  ).start();
  return actor;
}

function fillValidStaff(actor: ReturnType<typeof start>) {
  actor.send({ type: "user.change", field: "first_name", value: "Ada" });
  actor.send({ type: "user.change", field: "last_name", value: "Lovelace" });
  actor.send({ type: "user.change", field: "gender", value: 2 });
  actor.send({ type: "user.change", field: "mobile", value: "6912345678" });
  actor.send({ type: "user.change", field: "store", value: [5] });
  actor.send({ type: "user.change", field: "job_position", value: 2 });
}

describe("registration machine", () => {
  it("validates as the user types and keeps submit disabled until valid", async () => {
    const actor = start(async () => ({ status: "success", message: "b2b_register_success" }));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
    actor.send({ type: "user.change", field: "mobile", value: "12" });
    expect(actor.getSnapshot().context.errors.mobile).toContain("b2b_mobile_length_gr");
    fillValidStaff(actor);
    expect(actor.getSnapshot().context.errors.mobile).toEqual([]);
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(true);
  });

  it("changing role clears the stores; a trainee needs neither stores nor job", async () => {
    const actor = start(async () => ({ status: "success", message: "ok" }));
    await settle();
    fillValidStaff(actor);
    actor.send({ type: "user.changeRole", role: "Trainee" });
    expect(actor.getSnapshot().context.form.store).toEqual([]);
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(true);
    actor.send({ type: "user.changeRole", role: "Staff" });
    expect(actor.getSnapshot().can({ type: "user.submit" })).toBe(false);
  });

  it("submits the body with store ids and shows the thank-you", async () => {
    let sent: RegisterBody | undefined;
    const actor = start(async (body) => {
      sent = body;
      return { status: "success", message: "b2b_register_success" };
    });
    await settle();
    fillValidStaff(actor);
    actor.send({ type: "user.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    await settle();
    expect(actor.getSnapshot().value).toBe("thankYou");
    expect(actor.getSnapshot().context.message).toEqual({ type: "success", key: "b2b_register_success" });
    expect(sent).toMatchObject({ store: [5], job_position: 2, role: "Staff", country_code: 30 });
    expect(sent && "email" in sent).toBe(false);
  });

  it("a failure shows the server's message with its status, form kept", async () => {
    const actor = start(() =>
      Promise.reject({
        _tag: "HttpError",
        status: 422,
        messageKey: "b2b_mobile_taken",
        body: { status: "error", message: "b2b_mobile_taken" },
      }),
    );
    await settle();
    fillValidStaff(actor);
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.message).toEqual({ type: "error", key: "b2b_mobile_taken" });
    expect(actor.getSnapshot().context.form.first_name).toBe("Ada");
  });
});

describe("registration machine model", () => {
  const reports = registrationModel.models.map((options) => ({
    options,
    report: modelReport(registrationMachine, options),
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
        expect(replay(registrationMachine, path, options).value).toEqual(path.state.value);
      });
    }
  }
});
