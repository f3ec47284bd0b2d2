import type { StaffMember } from "../../../core/staff/staff-wire";
import type { StaffDirectoryPort } from "../../../machines/staff/staff-ports";
import { Button } from "../../components/button";
import { ConfirmQuestion } from "../../components/confirm-question";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useKeysetList } from "../../components/use-keyset-list";
import { useRowAction } from "../../components/use-row-action";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./staff.css";

const nameOf = (m: StaffMember) => `${m.f_name} ${m.l_name}`.trim();

/** The last deactivation's notice: whom it took out of the stores, or why it could not. */
function noticeMessage(
  deactivated: StaffMember | undefined,
  failureKey: string | undefined,
): ServerMessage | undefined {
  if (failureKey !== undefined) return { key: failureKey, tone: "error" };
  if (deactivated === undefined) return undefined;
  return { key: "ui_staff_deactivated", tone: "success", values: { name: nameOf(deactivated) } };
}

/** What a deactivated person shows: the server took them out of the caller's stores at once. */
const DEACTIVATED: Partial<StaffMember> = { status: "disabled", can_deactivate: false };

/**
 * The selected store's staff with their contact details (spec 3, "Employee"), deactivation after a
 * confirmation: the one list machine pages them, a row action deactivates (confirmed first) and the
 * row then shows its new state. The caller keys it by store (spec 4: a change of store reloads it).
 */
export function StaffListCard({
  port,
  storeId,
}: {
  readonly port: StaffDirectoryPort;
  readonly storeId: number;
}) {
  const { t } = useI18n();
  const list = useKeysetList((cursor) => port.loadStaff(storeId, cursor), [storeId]);
  const deactivation = useRowAction(
    async (id) => {
      await port.deactivate(id);
      return { id };
    },
    (id) =>
      list.patchRow(
        list.rows.findIndex((member) => member.id === id),
        DEACTIVATED,
      ),
    { confirmFirst: true },
  );
  const deactivated =
    deactivation.done === undefined
      ? undefined
      : list.rows.find((member) => member.id === deactivation.done?.id);
  const loaded = list.phase === "ready" || list.phase === "loadingMore";
  const headingId = "staff-list-title";
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t("ui_staff_list_title")}
          {loaded ? ` (${list.rows.length})` : ""}
        </h2>
      </div>
      <p className={muted}>{t("ui_staff_list_lead")}</p>
      <StatusMessage message={noticeMessage(deactivated, deactivation.failureKey)} />
      {list.phase === "loading" ? (
        <Loader />
      ) : list.phase === "failed" ? (
        <div className={emptyState} role="alert">
          <p>{t("ui_staff_list_failed")}</p>
          {list.failureKey !== undefined ? <p>{t(list.failureKey)}</p> : null}
          <Button variant="secondary" onClick={list.retry}>
            {t("ui_ops_retry")}
          </Button>
        </div>
      ) : list.rows.length === 0 ? (
        <div className={emptyState}>
          <p>{t("ui_staff_list_empty")}</p>
        </div>
      ) : (
        <ul className={css.requestList} aria-label={t("ui_staff_list_title")}>
          {list.rows.map((member) => {
            const name = nameOf(member);
            const confirming = deactivation.phase === "confirming" && deactivation.targetId === member.id;
            const busy = deactivation.phase === "acting" && deactivation.targetId === member.id;
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
                      disabled={deactivation.phase === "acting" || confirming}
                      busy={busy}
                      aria-expanded={confirming}
                      aria-label={`${t("ui_staff_deactivate")}: ${name}`}
                      onClick={() => deactivation.act(member.id)}
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
                    onConfirm={deactivation.confirm}
                    onCancel={deactivation.cancel}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {list.moreFailed && list.failureKey !== undefined ? (
        <StatusMessage message={{ key: list.failureKey, tone: "error" }} />
      ) : null}
      {list.hasMore && loaded ? (
        <Button
          variant="secondary"
          busy={list.phase === "loadingMore"}
          onClick={list.moreFailed ? list.retry : list.loadMore}
        >
          {t("ui_ops_more")}
        </Button>
      ) : null}
    </section>
  );
}
