import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { StaffMember } from "../../../core/staff/staff-wire";
import { staffListMachine, type StaffNotice } from "../../../machines/staff/staff-list.machine";
import type { StaffDirectoryPort } from "../../../machines/staff/staff-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { ConfirmQuestion } from "../../components/confirm-question";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./staff.css";

const nameOf = (m: StaffMember) => `${m.f_name} ${m.l_name}`.trim();

function noticeMessage(notice: StaffNotice | undefined): ServerMessage | undefined {
  if (notice === undefined) return undefined;
  if (notice.kind === "failed") return { key: notice.key, tone: "error" };
  return { key: "ui_staff_deactivated", tone: "success", values: { name: notice.name } };
}

/**
 * The selected store's staff with their contact details (spec 3, "Employee"), deactivation after a
 * confirmation. The caller keys it by store (spec 4: a change of store reloads it).
 */
export function StaffListCard({
  port,
  storeId,
}: {
  readonly port: StaffDirectoryPort;
  readonly storeId: number;
}) {
  const { t } = useI18n();
  const machine = useMemo(
    () =>
      staffListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => port.loadStaff(storeId, input.cursor)),
          deactivate: fromPromise(({ input }) => port.deactivate(input.userId)),
        },
      }),
    [port, storeId],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const headingId = "staff-list-title";
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t("ui_staff_list_title")}
          {snapshot.matches("loading") || snapshot.matches("failed") ? "" : ` (${context.rows.length})`}
        </h2>
      </div>
      <p className={muted}>{t("ui_staff_list_lead")}</p>
      <StatusMessage message={noticeMessage(context.notice)} />
      {snapshot.matches("loading") ? (
        <Loader />
      ) : snapshot.matches("failed") ? (
        <div className={emptyState} role="alert">
          <p>{t("ui_staff_list_failed")}</p>
          {context.loadFailureKey !== undefined ? <p>{t(context.loadFailureKey)}</p> : null}
          <Button variant="secondary" onClick={() => actor.send({ type: "user.retry" })}>
            {t("ui_ops_retry")}
          </Button>
        </div>
      ) : context.rows.length === 0 ? (
        <div className={emptyState}>
          <p>{t("ui_staff_list_empty")}</p>
        </div>
      ) : (
        <ul className={css.requestList} aria-label={t("ui_staff_list_title")}>
          {context.rows.map((member) => {
            const name = nameOf(member);
            const confirming = snapshot.matches("confirming") && context.target?.id === member.id;
            const busy = snapshot.matches("deactivating") && context.target?.id === member.id;
            return (
              <li key={member.id} className={css.request} data-testid="staff-member">
                <div>
                  <p className={css.requestName}>
                    {name}
                    {member.status === "disabled" ? (
                      <span className={css.disabledTag}> · {t("ui_staff_status_disabled")}</span>
                    ) : null}
                  </p>
                  <dl className={css.facts}>
                    {member.job_position !== null ? (
                      <>
                        <dt className={css.factLabel}>{t("ui_staff_position")}</dt>
                        <dd>{member.job_position}</dd>
                      </>
                    ) : null}
                    <dt className={css.factLabel}>{t("ui_staff_mobile")}</dt>
                    <dd>
                      <a href={`tel:+30${member.mobile}`}>{member.mobile}</a>
                    </dd>
                    {member.phone !== null ? (
                      <>
                        <dt className={css.factLabel}>{t("ui_staff_phone")}</dt>
                        <dd>
                          <a href={`tel:+30${member.phone}`}>{member.phone}</a>
                        </dd>
                      </>
                    ) : null}
                    {member.email !== null ? (
                      <>
                        <dt className={css.factLabel}>{t("ui_staff_email")}</dt>
                        <dd>
                          <a href={`mailto:${member.email}`}>{member.email}</a>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </div>
                {member.can_deactivate ? (
                  <div className={css.actions}>
                    <Button
                      variant="secondary"
                      disabled={snapshot.matches("deactivating") || confirming}
                      busy={busy}
                      aria-expanded={confirming}
                      aria-label={`${t("ui_staff_deactivate")}: ${name}`}
                      onClick={() => actor.send({ type: "user.deactivate", id: member.id })}
                    >
                      {t("ui_staff_deactivate")}
                    </Button>
                  </div>
                ) : null}
                {confirming ? (
                  <ConfirmQuestion
                    className={css.fullRow}
                    question={t("ui_staff_deactivate_confirm", { name })}
                    confirmLabel={t("ui_staff_deactivate_yes")}
                    cancelLabel={t("ui_staff_pending_cancel")}
                    onConfirm={() => actor.send({ type: "user.confirm" })}
                    onCancel={() => actor.send({ type: "user.cancel" })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {context.nextCursor !== null && snapshot.matches("ready") ? (
        <Button variant="secondary" onClick={() => actor.send({ type: "user.loadMore" })}>
          {t("ui_ops_more")}
        </Button>
      ) : null}
    </section>
  );
}
