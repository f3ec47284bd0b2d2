import { useRef, useState } from "react";
import { ADMIN_USER_STATES, type AdminUser } from "../../../core/admin/admin-wire";
import { ADMIN_PORTS, type AdminUserQuery } from "../../../machines/admin/admin-ports";
import { Button } from "../../components/button";
import { card, stackLg } from "../../components/card.css";
import { ConfirmQuestion } from "../../components/confirm-question";
import { SelectField } from "../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useKeysetList } from "../../components/use-keyset-list";
import { useRowAction, type RowActionView } from "../../components/use-row-action";
import { useI18n } from "../../i18n/i18n-context";
import { useSessionView } from "../../platform/session-view";
import { usePorts } from "../../platform/ports";
import { editingKey, useEditing, type Editing } from "./admin-editing";
import { AdminHeader } from "./admin-header";
import { AdminToolbar } from "./admin-toolbar";
import { AdminAssignmentForm, AdminInviteForm, type PersonChoices } from "./admin-person-form";
import { LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import type { AdminPorts } from "../../../machines/admin/admin-ports";
import { AdminPersonRights } from "./admin-person-rights";
import { AdminRows } from "./admin-rows";
import * as css from "./admin.css";
import { useSettledText } from "./use-settled-text";

type Rights = { readonly all_stores: boolean; readonly administers: boolean };
type Status = AdminUser["status"];

const STATUS_BADGE: Readonly<Record<Status, keyof typeof css.badge>> = {
  active: "open",
  invited: "waiting",
  pending: "waiting",
  rejected: "closed",
  disabled: "closed",
};

const fullName = (person: AdminUser): string => `${person.first_name} ${person.last_name}`.trim();

/** The notice of the last action on a person: what it did, or why it failed. */
function noticeOf(
  actions: readonly (readonly [RowActionView<AdminUser>, string])[],
): ServerMessage | undefined {
  for (const [action, doneKey] of actions) {
    if (action.failureKey !== undefined) return { key: action.failureKey, tone: "error" };
    if (action.done !== undefined)
      return { key: doneKey, tone: "success", values: { name: fullName(action.done) } };
  }
  return undefined;
}

/**
 * /admin/users: everyone with role, status, company and stores, found by name, mobile or e-mail and
 * by status; a person's two grants, deactivating and reactivating their account, ending their
 * sessions. One's own row offers none of them (the server refuses them too).
 */
export function AdminUsersRoute() {
  const { t } = useI18n();
  const ports = usePorts(ADMIN_PORTS);
  const { state: session } = useSessionView();
  const ownId = session.status === "signedIn" ? session.permission.user.id : undefined;
  const [words, setWords] = useState("");
  const [status, setStatus] = useState<Status | "">("");
  const [rightsOf, setRightsOf] = useState<number | undefined>(undefined);
  const { editing, open, close } = useEditing();
  const [saved, setSaved] = useState<{ readonly key: string; readonly name: string } | undefined>(undefined);
  const query: AdminUserQuery = { q: useSettledText(words), status };
  const list = useKeysetList<AdminUser, AdminUserQuery>(
    (cursor, request) => ports.people.list(request.query, cursor),
    [],
    { value: query },
  );
  // The row shows the person as the server answered; under a status filter a changed status leaves it.
  const applied = (id: number, person: AdminUser) => {
    const index = list.rows.findIndex((row) => row.id === id);
    if (index < 0) return;
    if (status !== "" && person.status !== status) list.removeRow(index);
    else list.patchRow(index, person);
  };
  const chosenRights = useRef<Rights>({ all_stores: false, administers: false });
  const rights = useRowAction(
    (id) => ports.people.setRights(id, chosenRights.current),
    (id, person) => {
      setRightsOf(undefined);
      applied(id, person);
    },
  );
  const deactivate = useRowAction((id) => ports.people.deactivate(id), applied, { confirmFirst: true });
  const reactivate = useRowAction((id) => ports.people.reactivate(id), applied);
  const endSessions = useRowAction((id) => ports.people.endSessions(id), applied, { confirmFirst: true });
  const resend = useRowAction((id) => ports.people.resendInvitation(id), applied);
  const actions = [rights, deactivate, reactivate, endSessions, resend];
  // One notice at a time, the last action's: an action starting clears the others' notices.
  const actOn = (action: RowActionView<AdminUser>, id: number) => {
    for (const other of actions) if (other !== action) other.dismissNotice();
    action.act(id);
  };
  const busy = actions.some((action) => action.phase === "acting");
  const notice =
    noticeOf([
      [rights, "ui_admin_rights_saved"],
      [deactivate, "ui_admin_deactivated"],
      [reactivate, "ui_admin_reactivated"],
      [endSessions, "ui_admin_sessions_ended"],
      [resend, "ui_admin_invitation_resent"],
    ]) ??
    (saved === undefined
      ? undefined
      : { key: saved.key, tone: "success" as const, values: { name: saved.name } });
  return (
    <>
      <AdminHeader />
      <div className={stackLg}>
        {editing.kind === "none" ? null : (
          <PersonFormLoader
            key={editingKey(editing)}
            ports={ports}
            editing={editing}
            onDone={(person) => {
              setSaved({
                key: editing.kind === "new" ? "ui_admin_invited" : "ui_admin_assignment_saved",
                name: fullName(person),
              });
              close();
              list.reload();
            }}
            onCancel={close}
          />
        )}
        <section className={card} aria-label={t("ui_admin_people")}>
          <AdminToolbar searchKey="ui_admin_search_people" words={words} onWords={setWords}>
            <SelectField
              labelKey="ui_admin_person_status"
              value={status}
              options={[
                { value: "", labelKey: "ui_admin_status_any" },
                ...ADMIN_USER_STATES.map((value) => ({ value, labelKey: `ui_admin_status_${value}` })),
              ]}
              onValueChange={(value) => setStatus(ADMIN_USER_STATES.find((s) => s === value) ?? "")}
            />
            <Button onClick={() => open("new")}>{t("ui_admin_invite")}</Button>
          </AdminToolbar>
          <StatusMessage message={notice} />
          <AdminRows
            list={list}
            label={t("ui_admin_people")}
            emptyKey={
              query.q.trim() === "" && status === "" ? "ui_admin_people_empty" : "ui_admin_nothing_found"
            }
            renderRow={(person) => {
              const name = fullName(person);
              const own = person.id === ownId;
              const confirmingDeactivate =
                deactivate.phase === "confirming" && deactivate.targetId === person.id;
              const confirmingEnd = endSessions.phase === "confirming" && endSessions.targetId === person.id;
              const acting = (action: RowActionView<AdminUser>) =>
                action.phase === "acting" && action.targetId === person.id;
              return (
                <>
                  <div className={css.rowMain}>
                    <p className={css.rowTitle}>
                      {name}
                      <span className={css.badge[STATUS_BADGE[person.status]]}>
                        {t(`ui_admin_status_${person.status}`)}
                      </span>
                    </p>
                    <p className={css.facts}>
                      <span>{t(`ui_role_${person.role}`)}</span>
                      <span>{person.company_name ?? t("ui_admin_no_company")}</span>
                      <span>
                        {person.all_stores
                          ? t("ui_admin_every_store")
                          : t("ui_admin_store_count", { count: person.store_ids.length })}
                      </span>
                      {person.administers ? <span>{t("ui_admin_administrator")}</span> : null}
                      <span>
                        {[`+${person.country_code} ${person.mobile}`, person.email]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </p>
                  </div>
                  {own ? (
                    <p className={css.facts}>{t("ui_admin_own_account")}</p>
                  ) : (
                    <div className={css.actions}>
                      {/* A self-registration is placed by its approval, not here. */}
                      {person.status === "pending" || person.status === "rejected" ? null : (
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() => open(person.id)}
                          aria-label={`${t("ui_admin_assignment")}: ${name}`}
                        >
                          {t("ui_admin_assignment")}
                        </Button>
                      )}
                      {person.status === "invited" ? (
                        <Button
                          variant="secondary"
                          disabled={busy}
                          busy={acting(resend)}
                          onClick={() => actOn(resend, person.id)}
                          aria-label={`${t("ui_admin_resend_invitation")}: ${name}`}
                        >
                          {t("ui_admin_resend_invitation")}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-expanded={rightsOf === person.id}
                        onClick={() => setRightsOf(rightsOf === person.id ? undefined : person.id)}
                        aria-label={`${t("ui_admin_rights")}: ${name}`}
                      >
                        {t("ui_admin_rights")}
                      </Button>
                      {person.status === "disabled" ? (
                        <Button
                          variant="secondary"
                          disabled={busy}
                          busy={acting(reactivate)}
                          onClick={() => actOn(reactivate, person.id)}
                          aria-label={`${t("ui_admin_reactivate")}: ${name}`}
                        >
                          {t("ui_admin_reactivate")}
                        </Button>
                      ) : person.status === "active" || person.status === "invited" ? (
                        <Button
                          variant="secondary"
                          disabled={busy || confirmingDeactivate}
                          busy={acting(deactivate)}
                          aria-expanded={confirmingDeactivate}
                          onClick={() => actOn(deactivate, person.id)}
                          aria-label={`${t(person.status === "invited" ? "ui_admin_withdraw" : "ui_admin_deactivate")}: ${name}`}
                        >
                          {t(person.status === "invited" ? "ui_admin_withdraw" : "ui_admin_deactivate")}
                        </Button>
                      ) : null}
                      {person.status === "active" ? (
                        <Button
                          variant="secondary"
                          disabled={busy || confirmingEnd}
                          busy={acting(endSessions)}
                          aria-expanded={confirmingEnd}
                          onClick={() => actOn(endSessions, person.id)}
                          aria-label={`${t("ui_admin_end_sessions")}: ${name}`}
                        >
                          {t("ui_admin_end_sessions")}
                        </Button>
                      ) : null}
                    </div>
                  )}
                  {rightsOf === person.id && !own ? (
                    <AdminPersonRights
                      person={person}
                      busy={acting(rights)}
                      onSave={(chosen) => {
                        chosenRights.current = chosen;
                        actOn(rights, person.id);
                      }}
                      onCancel={() => setRightsOf(undefined)}
                    />
                  ) : null}
                  {confirmingDeactivate ? (
                    <ConfirmQuestion
                      className={css.fullRow}
                      question={t(
                        person.status === "invited"
                          ? "ui_admin_withdraw_question"
                          : "ui_admin_deactivate_question",
                        { name },
                      )}
                      confirmLabel={t(
                        person.status === "invited" ? "ui_admin_withdraw" : "ui_admin_deactivate",
                      )}
                      cancelLabel={t("ui_admin_cancel")}
                      onConfirm={deactivate.confirm}
                      onCancel={deactivate.cancel}
                    />
                  ) : null}
                  {confirmingEnd ? (
                    <ConfirmQuestion
                      className={css.fullRow}
                      question={t("ui_admin_end_sessions_question", { name })}
                      confirmLabel={t("ui_admin_end_sessions")}
                      cancelLabel={t("ui_admin_cancel")}
                      onConfirm={endSessions.confirm}
                      onCancel={endSessions.cancel}
                    />
                  ) : null}
                </>
              );
            }}
          />
        </section>
      </div>
    </>
  );
}

/** The people forms once their choices (and the person, for a change) are read. */
function PersonFormLoader({
  ports,
  editing,
  onDone,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly editing: Exclude<Editing, { readonly kind: "none" }>;
  readonly onDone: (person: AdminUser) => void;
  readonly onCancel: () => void;
}) {
  const load = useScreenLoad(async () => {
    const [stores, companies, jobPositions, person] = await Promise.all([
      ports.stores.allOpen(),
      ports.companies.all(),
      ports.jobPositions(),
      editing.kind === "record" ? ports.people.read(editing.id) : Promise.resolve(undefined),
    ]);
    const choices: PersonChoices = { stores, companies, jobPositions };
    return { choices, person };
  });
  if (load.phase !== "ready") return <LoadPending view={load} />;
  const { choices, person } = load.data;
  return person === undefined ? (
    <AdminInviteForm ports={ports} choices={choices} onSaved={onDone} onCancel={onCancel} />
  ) : (
    <AdminAssignmentForm
      ports={ports}
      person={person}
      choices={choices}
      onSaved={onDone}
      onCancel={onCancel}
    />
  );
}
