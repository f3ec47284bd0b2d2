import { assign, setup } from "xstate";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { screenLoadJourney } from "./screen-load.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const SCREEN_LOAD_MACHINE_VERSION = "2";

/**
 * One read of a screen that shows what the server has and nothing more (the contractors and products
 * files, the reports, the about page, a document's preview, the terms): load, show, or say it failed
 * and offer "try again". The screen provides `load` and either keys the actor by what it depends on
 * (the store, the document) or sends `screen.restart` when that changes.
 */

export interface ScreenLoadContext<Data> {
  readonly data: Data | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown with the message (issue #42). */
  readonly failureRequestId: string | undefined;
}

export type ScreenLoadEvent =
  | { readonly type: "user.retry" }
  /** What the screen reads changed (another store): it reads again, a read in flight is dropped. */
  | { readonly type: "screen.restart" };

export function createScreenLoadMachine<Data>() {
  return setup({
    types: { context: {} as ScreenLoadContext<Data>, events: {} as ScreenLoadEvent },
    actors: { load: notProvided<Data, void>("load") },
  }).createMachine({
    id: "screenLoad",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: screenLoadJourney },
    version: SCREEN_LOAD_MACHINE_VERSION,
    context: { data: undefined, ...NO_FAILURE },
    initial: "loading",
    on: { "screen.restart": { target: ".loading", reenter: true, actions: assign({ data: undefined }) } },
    states: {
      loading: {
        invoke: {
          id: "load",
          src: "load",
          onDone: {
            target: "ready",
            actions: assign({
              data: ({ event }) => event.output,
              ...NO_FAILURE,
            }),
          },
          onError: {
            target: "failed",
            actions: assign({
              ...failureOfErrorEvent,
            }),
          },
        },
      },
      failed: { on: { "user.retry": "loading" } },
      ready: {},
    },
  });
}

export const screenLoadMachine = createScreenLoadMachine<unknown>();
