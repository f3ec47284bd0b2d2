import { createActor, fromPromise, type Actor } from "xstate";
import type { actingAsMachine } from "../../../machines/session/acting-as.machine";
import type { SelectedStore, storeSelectionMachine } from "../../../machines/session/store-selection.machine";
import type { tokenRefreshMachine } from "../../../machines/session/token-refresh.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { api, coordinator, forgetBaseLoad, loadBase, onRefreshAfterUnauthorized } from "./api";
import { navigation, tokenStore } from "./outside-world";
import { session } from "./session-actor";
import { loadShellExtras } from "./shell-extras";

/*
 * The actors that live while someone is signed in (token refresh, acting-as, store selection): started
 * with the first user, given a fresh store selection when acting-as switches the user, stopped when
 * the session ends.
 */

/** The machines of the signed-in part, imported after sign-in (the login route does without them). */
export interface SignedInMachines {
  readonly tokenRefreshMachine: typeof tokenRefreshMachine;
  readonly actingAsMachine: typeof actingAsMachine;
  readonly storeSelectionMachine: typeof storeSelectionMachine;
}
const loadSignedInMachines = (): Promise<SignedInMachines> =>
  Promise.all([
    import("../../../machines/session/token-refresh.machine"),
    import("../../../machines/session/acting-as.machine"),
    import("../../../machines/session/store-selection.machine"),
  ]).then(([refresh, acting, stores]) => ({
    tokenRefreshMachine: refresh.tokenRefreshMachine,
    actingAsMachine: acting.actingAsMachine,
    storeSelectionMachine: stores.storeSelectionMachine,
  }));

export interface SignedIn {
  readonly machines: SignedInMachines;
  readonly userId: number;
  readonly tokenRefresh: Actor<typeof tokenRefreshMachine>;
  readonly actingAs: Actor<typeof actingAsMachine>;
  readonly storeSelection: Actor<typeof storeSelectionMachine>;
}

let signedIn: SignedIn | undefined;
/** The signed-in actors now, outside React. */
export const currentSignedIn = (): SignedIn | undefined => signedIn;
const signedInListeners = new Set<() => void>();
function setSignedIn(next: SignedIn | undefined): void {
  signedIn = next;
  for (const listener of signedInListeners) listener();
}
/** Hears when the signed-in actors start, stop or change. */
export function subscribeSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

export function storedSelection(): SelectedStore | undefined {
  const location = tokenStore.readLocation();
  return location === undefined ? undefined : { location, warehouse: tokenStore.readWarehouse() ?? null };
}

function startStoreSelection({ storeSelectionMachine }: SignedInMachines): SignedIn["storeSelection"] {
  const actor = createActor(
    storeSelectionMachine.provide({
      actors: { loadFranchiseStores: fromPromise(async () => (await loadBase()).franchiseStores) },
      actions: { persistStore: (_, params) => tokenStore.writeStore(params.selected) },
    }),
    { input: { selected: storedSelection() }, inspect: inspectionRelay.inspect },
  );
  // The base load belongs to a store: the next reader loads the new store's.
  actor.on("store.changed", forgetBaseLoad);
  return actor.start();
}

function startSignedIn(machines: SignedInMachines, userId: number): SignedIn {
  const { tokenRefreshMachine, actingAsMachine } = machines;
  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: { refresh: fromPromise(() => coordinator.refresh()) },
      actions: {
        clearLogin: () => tokenStore.clearLogin(),
        goRoot: () => navigation.goRoot(),
      },
    }),
    { inspect: inspectionRelay.inspect },
  ).start();
  const actingAs = createActor(
    actingAsMachine.provide({
      actors: {
        listEmployees: fromPromise(() => api.employees()),
        actAs: fromPromise(({ input }) => api.actAs(input.employeeId)),
      },
      actions: {
        saveMasterSession: () => {
          const tokens = tokenStore.readTokens();
          if (tokens === undefined) return;
          tokenStore.writeMaster({
            ...tokens,
            location: tokenStore.readLocation() ?? null,
            warehouse: tokenStore.readWarehouse() ?? null,
          });
        },
        storeTokens: (_, params) => {
          tokenStore.writeTokens(params.tokens);
          tokenStore.clearStore();
          tokenStore.clearPortalToken();
        },
        restoreMasterSession: () => {
          const master = tokenStore.readMaster();
          if (master === undefined) return;
          tokenStore.writeTokens(master);
          if (master.location === null) tokenStore.clearStore();
          else tokenStore.writeStore({ location: master.location, warehouse: master.warehouse });
          tokenStore.clearMaster();
          tokenStore.clearPortalToken();
        },
        notifySwitched: () => session.send({ type: "actingAs.switched" }),
      },
    }),
    {
      input: { userId, isActingAs: tokenStore.readMaster() !== undefined },
      inspect: inspectionRelay.inspect,
    },
  ).start();
  return { machines, userId, tokenRefresh, actingAs, storeSelection: startStoreSelection(machines) };
}

function stopSignedIn(): void {
  if (signedIn === undefined) return;
  signedIn.tokenRefresh.send({ type: "session.ended" });
  signedIn.tokenRefresh.stop();
  signedIn.actingAs.stop();
  signedIn.storeSelection.stop();
  setSignedIn(undefined);
}

// The signed-in actors follow the session: started with the first user, given a fresh store
// selection when acting-as switches the user, stopped when the session ends. They survive the
// session's reload of the user (acting-as must remember it is acting).
let signedInMachines: Promise<SignedInMachines> | undefined;
function followSession(): void {
  const snapshot = session.getSnapshot();
  const user = snapshot.context.user;
  if (snapshot.matches("authenticated") && user !== undefined) {
    if (signedIn === undefined) {
      signedInMachines ??= loadSignedInMachines();
      signedInMachines.then((machines) => {
        // The session may have moved on while the machines loaded: look again.
        const now = session.getSnapshot();
        const current = now.context.user;
        if (signedIn !== undefined || !now.matches("authenticated") || current === undefined) return;
        setSignedIn(startSignedIn(machines, current.id));
        loadShellExtras();
      }, followSessionFailed);
    } else if (signedIn.userId !== user.id) {
      signedIn.storeSelection.stop();
      setSignedIn({ ...signedIn, userId: user.id, storeSelection: startStoreSelection(signedIn.machines) });
      loadShellExtras();
    }
  } else if (snapshot.matches("anonymous") || snapshot.status === "done") {
    stopSignedIn();
  }
}
// A chunk that cannot load (deploy in between, offline) is a page that cannot work: start over.
function followSessionFailed(): void {
  signedInMachines = undefined;
  navigation.goRoot();
}

/** Makes the signed-in actors follow the session; called once, before the session starts. */
export function startSignedInActors(): void {
  session.subscribe(followSession);
  // A 401 cured by a refresh: the refresh machine's 55-minute timer starts over from it.
  onRefreshAfterUnauthorized(() => signedIn?.tokenRefresh.send({ type: "api.unauthorized" }));
}
