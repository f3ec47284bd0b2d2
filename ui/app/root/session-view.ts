import type { SnapshotFrom } from "xstate";
import { avatarUrl } from "../../../core/constants/avatar-url";
import { roleFromUser } from "../../../core/permissions/role";
import {
  externalPortalAddress,
  keptPortalToken,
  usablePortalToken,
} from "../../../core/shell/external-portal";
import type { ShellEvent } from "../../layout/shell-state";
import type { Binding, SessionView } from "../../platform/session-view";
import { derivedView, type ViewStore } from "../../platform/view-store";
import { api } from "./api";
import { config, tokenStore } from "./outside-world";
import { session } from "./session-actor";
import { currentExtras, subscribeExtras, type ShellExtras } from "./shell-extras";
import { currentSignedIn, subscribeSignedIn, type SignedIn } from "./signed-in-actors";

/* The session as the router and the shell see it, and what the shell's events do. */

type SessionSnapshot = SnapshotFrom<typeof session>;

function sessionView(
  snapshot: SessionSnapshot,
  actors: SignedIn | undefined,
  acting: SnapshotFrom<SignedIn["actingAs"]> | undefined,
  stores: SnapshotFrom<SignedIn["storeSelection"]> | undefined,
  shellExtras: ShellExtras,
): SessionView {
  const { user } = snapshot.context;
  if (snapshot.matches("authenticated") && user !== undefined) {
    const role = roleFromUser(user);
    // Spec 6: a role outside the six passes no check; the router sends such a user to /.
    if (role === undefined) return { status: "noAccess" };
    return {
      status: "signedIn",
      permission: {
        role,
        user: { id: user.id, type: user.type, company: user.company },
        azure: snapshot.context.azureUser,
        administers: user.administers === true,
      },
      approvalRight: user.account_approval ?? "none",
      everyStore: user.all_stores === true,
      shell: {
        user: {
          id: user.id,
          firstName: user.f_name,
          lastName: user.l_name,
          avatarUrl: avatarUrl(config.host, user.id, user.avatar),
          role,
          administers: user.administers === true,
        },
        stores: (stores?.context.stores ?? []).map((store) => ({ id: store.id, title: store.title })),
        selectedStoreId: stores?.context.selected?.location,
        menu: shellExtras.menu,
        pages: snapshot.context.pages,
        company: snapshot.context.company,
        externalPortal: tokenStore.readExternalPortal(),
        learningUrl: shellExtras.learningUrl,
        employees: acting?.context.employees ?? [],
        employeesExpanded: acting?.context.expanded ?? false,
        actingAs: acting?.matches("actingAs") ?? false,
        pendingExams: shellExtras.pendingExams,
      },
      profile: user,
      storeVersion: stores?.context.storeVersion ?? 0,
      pages: snapshot.context.pages,
      dateFormat: { datePattern: user.stamp_format.date, timePattern: user.stamp_format.time },
      features: shellExtras.features,
    };
  }
  const loading =
    snapshot.matches("restoring") ||
    snapshot.matches("loadingUser") ||
    snapshot.matches("loadingCompanyTranslationsPages");
  // A reload, or acting-as reloading the user: keep the loader rather than flash the login.
  return loading && (snapshot.context.restored || actors !== undefined)
    ? { status: "restoring" }
    : { status: "signedOut" };
}

/** The kept portal token while it has time left, else a new one from GET wegPortalAuth, kept. */
async function portalToken(): Promise<string> {
  const kept = usablePortalToken(tokenStore.readPortalToken(), Date.now());
  if (kept !== undefined) return kept.value;
  const fresh = keptPortalToken(await api.externalPortalAuth(), Date.now());
  tokenStore.writePortalToken(fresh);
  return fresh.value;
}

/**
 * The external portal button (spec 2 Header, spec 7; docs/decisions.md, "The external portal"): the
 * kept portal token, or a new one from GET wegPortalAuth (kept with its expiry), then GET weg, whose
 * url opens with the token. The window opens at the click, before the calls, so no popup blocker
 * stops it however long they take; it loses its opener first (the portal cannot reach this page)
 * and closes again if a call fails. The client refreshes the login on a 401 and retries once.
 */
function openExternalPortal(): void {
  const opened = window.open("", "_blank");
  if (opened !== null) opened.opener = null;
  Promise.all([portalToken(), api.externalPortalUrl()]).then(
    ([value, url]) => {
      const address = externalPortalAddress(url, value);
      if (address === undefined) opened?.close();
      else if (opened === null) window.open(address, "_blank", "noopener");
      else opened.location.replace(address);
    },
    () => opened?.close(),
  );
}

/** What the shell's events do. */
function sendShell(event: ShellEvent): void {
  const actors = currentSignedIn();
  switch (event.type) {
    case "user.logout":
      session.send({ type: "user.logout" });
      return;
    case "user.selectStore":
      actors?.storeSelection.send({ type: "user.selectStore", location: event.storeId });
      return;
    case "user.openExternalPortal":
      openExternalPortal();
      return;
    case "user.actAs":
      actors?.actingAs.send({ type: "user.actAs", employeeId: event.userId });
      return;
    case "user.actAsMaster":
      actors?.actingAs.send({ type: "user.restoreMaster" });
      return;
    case "user.toggleEmployees":
      actors?.actingAs.send({ type: "user.toggleExpanded" });
      return;
  }
}

// The actors of the signed-in part come and go: hear their changes while they live.
function subscribeSession(onChange: () => void): () => void {
  let actorSubscriptions: { unsubscribe: () => void }[] = [];
  const follow = () => {
    for (const subscription of actorSubscriptions) subscription.unsubscribe();
    const actors = currentSignedIn();
    actorSubscriptions =
      actors === undefined
        ? []
        : [actors.actingAs.subscribe(onChange), actors.storeSelection.subscribe(onChange)];
  };
  follow();
  const sessionSubscription = session.subscribe(onChange);
  const stopSignedIn = subscribeSignedIn(() => {
    follow();
    onChange();
  });
  const stopExtras = subscribeExtras(onChange);
  return () => {
    for (const subscription of actorSubscriptions) subscription.unsubscribe();
    sessionSubscription.unsubscribe();
    stopSignedIn();
    stopExtras();
  };
}

/** The session as the router and the shell see it: recomputed only when one of its sources changed. */
export const sessionStore: ViewStore<Binding<SessionView, ShellEvent>> = derivedView(
  subscribeSession,
  () => {
    const actors = currentSignedIn();
    return [
      session.getSnapshot(),
      actors,
      actors?.actingAs.getSnapshot(),
      actors?.storeSelection.getSnapshot(),
      currentExtras(),
    ] as const;
  },
  ([snapshot, actors, acting, stores, extras]) => ({
    state: sessionView(snapshot, actors, acting, stores, extras),
    send: sendShell,
  }),
);
