import type { PendingAccount } from "../../core/staff/pending-account";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { pendingAccountsMachine } from "./pending-accounts.machine";

/* The staff screen's "waiting for approval" list: its model, and the fixture its actor tests use. */

export const PENDING_ACCOUNT = {
  id: 41,
  f_name: "Ελένη",
  l_name: "Μάρκου",
  mobile: "6911000001",
  mobile_country_code: 30,
  email: null,
  gender: 2,
  is_trainee: false,
  job_position: "Ταμίας",
  stores: [{ id: 1, title: "Αθήνα Σύνταγμα" }],
  c_stamp: "2026-11-24T09:00:00Z",
} as unknown as PendingAccount;

const CONFLICT = { _tag: "HttpError", status: 409, messageKey: "b2b_approval_already_decided" };

export const pendingAccountsModel: MachineModel = {
  machine: pendingAccountsMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPending": [
          doneEvent("loadPending", [PENDING_ACCOUNT]),
          doneEvent("loadPending", []),
        ],
        "xstate.error.actor.loadPending": [errorEvent("loadPending", { _tag: "NetworkError" })],
        "user.approve": [
          { type: "user.approve", id: PENDING_ACCOUNT.id },
          { type: "user.approve", id: 999 },
        ],
        "user.reject": [
          { type: "user.reject", id: PENDING_ACCOUNT.id },
          { type: "user.reject", id: 999 },
        ],
        "user.confirmReject": [{ type: "user.confirmReject" }],
        "user.cancelReject": [{ type: "user.cancelReject" }],
        "user.reload": [{ type: "user.reload" }],
        "user.dismissNotice": [{ type: "user.dismissNotice" }],
        "xstate.done.actor.decide": [doneEvent("decide", undefined)],
        "xstate.error.actor.decide": [errorEvent("decide", CONFLICT)],
      }),
      project: (snapshot: unknown) => {
        const { value, context } = snapshot as ReturnType<typeof pendingAccountsMachine.transition>;
        return [value, context.accounts.length, context.target?.id, context.decision, context.notice?.kind];
      },
    },
  ],
};
