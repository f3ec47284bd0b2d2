import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { SnapshotFrom } from "xstate";
import { avatarUrl } from "../../../core/constants/avatar-url";
import { roleFromUser } from "../../../core/permissions/role";
import type { ShellEvent } from "../../layout/shell-state";
import type { Binding, SessionView } from "../screen-bindings";
import { api } from "./api";
import { config, tokenStore } from "./outside-world";
import { session } from "./session-actor";
import { type ShellExtras, useExtras } from "./shell-extras";
import { type SignedIn, useSignedIn } from "./signed-in-actors";

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
      },
      approvalRight: user.account_approval ?? "none",
      shell: {
        user: {
          id: user.id,
          firstName: user.f_name,
          lastName: user.l_name,
          avatarUrl: avatarUrl(config.host, user.id, user.avatar),
          role,
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
      pages: snapshot.context.pages,
      dateFormat: { datePattern: user.stamp_format.date, timePattern: user.stamp_format.time },
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

export function useSession(): Binding<SessionView, ShellEvent> {
  const snapshot = useSelector(session, (s) => s);
  const actors = useSignedIn();
  const acting = useSelector(actors?.actingAs, (s) => s);
  const stores = useSelector(actors?.storeSelection, (s) => s);
  const shellExtras = useExtras();
  const state = useMemo(
    () => sessionView(snapshot, actors, acting, stores, shellExtras),
    [snapshot, actors, acting, stores, shellExtras],
  );
  const send = useCallback(
    (event: ShellEvent) => {
      switch (event.type) {
        case "user.logout":
          session.send({ type: "user.logout" });
          return;
        case "user.selectStore":
          actors?.storeSelection.send({ type: "user.selectStore", location: event.storeId });
          return;
        case "user.openExternalPortal":
          api.externalPortalUrl().then(
            (url) => window.open(url, "_blank", "noopener"),
            () => undefined,
          );
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
    },
    [actors],
  );
  return { state, send };
}
