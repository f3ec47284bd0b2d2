import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { registrationMachine, restoreRegisterDraft } from "../../../../machines/auth/registration.machine";
import type { RegisterEvent, RegisterViewState } from "../register/register-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import type { Binding } from "../../../platform/session-view";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

const DRAFT = "register";

/** The register screen bound to the registration machine; the typed form survives a reload. */
export function useRegisterFlow(port: FlowsPort): Binding<RegisterViewState, RegisterEvent> {
  const actor = useActorRef(
    registrationMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => {
          const [stores, jobs] = await Promise.all([port.stores(), port.jobs()]);
          return { stores, jobs };
        }),
        register: fromPromise(({ input }) => port.register(input.body)),
      },
    }),
    { input: { draft: restoreRegisterDraft(port.drafts.read(DRAFT)) }, inspect: inspectionRelay.inspect },
  );

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      // Registered: the draft has served its purpose; otherwise keep what was typed for this tab.
      if (snapshot.matches("thankYou")) port.drafts.clear(DRAFT);
      else port.drafts.write(DRAFT, snapshot.context.form);
    });
    return () => subscription.unsubscribe();
  }, [actor, port]);

  const snapshot = useSelector(actor, (current) => current);
  const state: RegisterViewState = {
    phase: snapshot.matches("loadingOptions")
      ? "loading"
      : snapshot.matches("optionsFailed")
        ? "optionsFailed"
        : snapshot.matches("submitting")
          ? "submitting"
          : snapshot.matches("thankYou")
            ? "done"
            : "editing",
    form: snapshot.context.form,
    errors: snapshot.context.errors,
    // Spec 5: submit is enabled exactly when the machine would take it.
    canSubmit: snapshot.can({ type: "user.submit" }),
    stores: snapshot.context.stores.map((store) => ({
      id: store.id,
      // The name the portal shows everywhere else (store selector, lists), not the short store_name.
      title: store.title_cutted || store.store_name,
    })),
    jobPositions: snapshot.context.jobs,
    message: serverMessage(snapshot.context.message),
  };
  return { state, send: actor.send };
}
