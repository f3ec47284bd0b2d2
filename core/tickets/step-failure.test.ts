import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { readTicketStepFailure } from "./step-failure";

describe("readTicketStepFailure", () => {
  it("treats a 4xx refusal as definite, with the server's key", () => {
    expect(
      readTicketStepFailure({ status: 422, messageKey: "b2b_invalid_input" }, "b2b_ticket_save_failed"),
    ).toEqual({
      messageKey: "b2b_invalid_input",
      definite: true,
    });
  });

  it("treats no answer, 5xx, 408, 429 as unknown outcomes with the step's key", () => {
    for (const error of [
      { _tag: "NetworkError" },
      { status: 500, messageKey: "x" },
      { status: 408 },
      { status: 429 },
      new Error("boom"),
      undefined,
    ]) {
      expect(readTicketStepFailure(error, "b2b_ticket_save_failed")).toEqual({
        messageKey: "b2b_ticket_save_failed",
        definite: false,
      });
    }
  });

  it("reads 409 as an idempotency conflict: something was done under this key", () => {
    expect(readTicketStepFailure({ status: 409, messageKey: "x" }, "b2b_ticket_save_failed")).toEqual({
      messageKey: "b2b_ticket_idempotency_conflict",
      definite: false,
    });
  });

  test.prop([fc.anything()], { numRuns: 200 })(
    "never throws",
    (error) => typeof readTicketStepFailure(error, "b2b_ticket_link_failed").messageKey === "string",
  );
});
