import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import {
  pendingAccountsMachine,
  type AccountDecided,
  type PendingAccountsPort,
} from "../../../machines/staff/pending-accounts.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { STAFF_PORTS } from "../../../machines/staff/staff-ports";
import { usePorts } from "../../platform/ports";
import { useSessionView } from "../../platform/session-view";
import { muted, stackLg } from "../../components/card.css";
import { StaffListCard } from "./staff-list-card";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { PendingAccountsView, type PendingAccountsViewState } from "./pending-accounts-view";

/**
 * /users (staff; franchisee and store manager): the accounts that registered for the user's stores
 * and wait for approval, then the selected store's staff (a change of store reloads it).
 */
export function StaffRoute() {
  const { t } = useI18n();
  const ports = usePorts(STAFF_PORTS);
  const { state } = useSessionView();
  const storeId = state.status === "signedIn" ? state.shell.selectedStoreId : undefined;
  // An approval adds a person to the staff list: the list is read again at once, not on a reload
  // (issue 33, item 6). A new key is a new list actor, as for a change of store.
  const [decisions, setDecisions] = useState(0);
  const onDecided = useCallback(() => setDecisions((count) => count + 1), []);
  return (
    <>
      <PageHeader title={t("ui_route_users")} />
      <div className={stackLg}>
        <PendingAccountsCard port={ports.pending} onDecided={onDecided} />
        {storeId === undefined ? (
          <p className={muted}>{t("ui_staff_no_store")}</p>
        ) : (
          <StaffListCard key={`${storeId}:${decisions}`} port={ports.directory} storeId={storeId} />
        )}
      </div>
    </>
  );
}

/** Head office's dashboard: the accounts waiting for approval, shown only while someone waits. */
export function DashboardPendingAccountsCard() {
  return <PendingAccountsCard port={usePorts(STAFF_PORTS).pending} hideWhenEmpty />;
}

/** The "waiting for approval" card with its machine: on /users, and on head office's dashboard. */
export function PendingAccountsCard({
  port,
  hideWhenEmpty = false,
  onDecided,
}: {
  readonly port: PendingAccountsPort;
  /** Told after each approval or rejection, for the lists the decision changes. */
  readonly onDecided?: (decided: AccountDecided) => void;
  /** On a dashboard an empty list is noise: nothing shows until someone waits (or was just decided). */
  readonly hideWhenEmpty?: boolean;
}) {
  const machine = useMemo(
    () =>
      pendingAccountsMachine.provide({
        actors: {
          loadPending: fromPromise(() => port.loadPending()),
          decide: fromPromise(({ input }) => port.decide(input)),
        },
      }),
    [port],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  useEffect(() => {
    if (onDecided === undefined) return;
    const subscription = actor.on("account.decided", onDecided);
    return () => subscription.unsubscribe();
  }, [actor, onDecided]);
  const state = useSelector(
    actor,
    (snapshot): PendingAccountsViewState => {
      const { context } = snapshot;
      const phase = snapshot.matches("loading")
        ? "loading"
        : snapshot.matches("loadFailed")
          ? "loadFailed"
          : snapshot.matches("confirmingReject")
            ? "confirmingReject"
            : snapshot.matches("ready")
              ? "ready"
              : "deciding";
      return {
        phase,
        accounts: context.accounts,
        targetId: context.target?.id,
        notice: context.notice,
        loadFailureKey: context.loadFailureKey,
      };
    },
    sameViewState,
  );
  if (hideWhenEmpty && state.phase === "ready" && state.accounts.length === 0 && state.notice === undefined)
    return null;
  return <PendingAccountsView state={state} send={actor.send} />;
}

// A new object on every snapshot would re-render the list on every event; compare what it shows.
const sameViewState = (a: PendingAccountsViewState, b: PendingAccountsViewState): boolean =>
  a.phase === b.phase &&
  a.accounts === b.accounts &&
  a.targetId === b.targetId &&
  a.notice === b.notice &&
  a.loadFailureKey === b.loadFailureKey;
