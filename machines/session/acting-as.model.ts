import type { Employee } from "../../core/schemas/employee";
import type { TokenData } from "../../core/schemas/token-data";
import type { ActingAsInput } from "./acting-as.machine";
import { actingAsMachine } from "./acting-as.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* The acting-as machine's model, and the fixtures its actor tests share with it. */

export const EMPLOYEES = [1, 2, 3, 4, 5].map((id) => ({
  id,
  f_name: `F${id}`,
  l_name: `L${id}`,
  phone: null,
  mobile: null,
})) as unknown as Employee[];
export const TOKENS = { access_token: "emp-a", refresh_token: "emp-r" } as TokenData;

const events = eventsFromCatalogue({
  "user.actAs": [{ type: "user.actAs", employeeId: 3 }],
  "xstate.done.actor.listEmployees": [doneEvent("listEmployees", EMPLOYEES)],
  "xstate.error.actor.listEmployees": [errorEvent("listEmployees", { _tag: "NetworkError" })],
  "xstate.done.actor.actAs": [doneEvent("actAs", TOKENS)],
  "xstate.error.actor.actAs": [errorEvent("actAs", { _tag: "HttpError", status: 403 })],
});

// The master user (id 1), someone acting as an employee, and anyone else.
const inputs: ReadonlyArray<ActingAsInput> = [
  { userId: 1, isActingAs: false },
  { userId: 3, isActingAs: true },
  { userId: 7, isActingAs: false },
];

export const actingAsModel: MachineModel = {
  machine: actingAsMachine,
  models: inputs.map((input) => ({
    input,
    events,
    project: (s: { context: { expanded: boolean } }) => s.context.expanded,
  })),
};
