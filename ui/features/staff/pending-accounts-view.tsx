import type { PendingAccount } from "../../../core/staff/pending-account";
import { approvedNoticeKey } from "../../../core/staff/approved-notice";
import type { DecisionNotice, PendingAccountsEvent } from "../../../machines/staff/pending-accounts.machine";
import { Button } from "../../components/button";
import { ConfirmQuestion } from "../../components/confirm-question";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./staff.css";

export interface PendingAccountsViewState {
  readonly phase: "loading" | "loadFailed" | "ready" | "confirmingReject" | "deciding";
  readonly accounts: readonly PendingAccount[];
  /** The request being confirmed for rejection, or being decided. */
  readonly targetId: number | undefined;
  readonly notice: DecisionNotice | undefined;
  readonly loadFailureKey: string | undefined;
}

const fullName = (a: PendingAccount): string => `${a.f_name} ${a.l_name}`.trim();

function noticeMessage(notice: DecisionNotice | undefined): ServerMessage | undefined {
  if (notice === undefined) return undefined;
  if (notice.kind === "failed") return { key: notice.key, tone: "error" };
  const key = notice.kind === "approved" ? approvedNoticeKey(notice.gender) : "ui_staff_pending_rejected";
  return { key, tone: "success", values: { name: notice.name } };
}

/**
 * The "waiting for approval" card of the staff screen: each self-registered person with the stores
 * they chose (those this approver may grant), approve at once, reject after a confirmation.
 */
export function PendingAccountsView({
  state,
  send,
}: {
  readonly state: PendingAccountsViewState;
  readonly send: (event: PendingAccountsEvent) => void;
}) {
  const { t } = useI18n();
  const formatInstant = useFormatInstant();
  const headingId = "pending-accounts-title";
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t("ui_staff_pending_title")}
          {state.phase !== "loading" && state.phase !== "loadFailed" ? ` (${state.accounts.length})` : ""}
        </h2>
      </div>
      <p className={muted}>{t("ui_staff_pending_lead")}</p>
      <StatusMessage message={noticeMessage(state.notice)} />
      {state.phase === "loading" ? (
        <Loader labelKey="ui_staff_pending_loading" />
      ) : state.phase === "loadFailed" ? (
        <div className={emptyState}>
          <p>{t("ui_staff_pending_load_failed")}</p>
          {state.loadFailureKey !== undefined ? <p>{t(state.loadFailureKey)}</p> : null}
          <Button variant="secondary" onClick={() => send({ type: "user.reload" })}>
            {t("ui_staff_pending_retry")}
          </Button>
        </div>
      ) : state.accounts.length === 0 ? (
        <div className={emptyState}>
          <p>{t("ui_staff_pending_empty")}</p>
        </div>
      ) : (
        <ul className={css.requestList}>
          {state.accounts.map((account) => (
            <PendingRequest
              key={account.id}
              account={account}
              state={state}
              send={send}
              requestedOn={formatInstant(account.c_stamp, true)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRequest({
  account,
  state,
  send,
  requestedOn,
}: {
  readonly account: PendingAccount;
  readonly state: PendingAccountsViewState;
  readonly send: (event: PendingAccountsEvent) => void;
  readonly requestedOn: string;
}) {
  const { t } = useI18n();
  const isTarget = state.targetId === account.id;
  const busy = state.phase === "deciding";
  const confirming = state.phase === "confirmingReject" && isTarget;
  const name = fullName(account);
  const contact = [`+${account.mobile_country_code} ${account.mobile}`, account.email ?? ""]
    .filter((part) => part !== "")
    .join(" · ");
  return (
    <li className={css.request}>
      <div>
        <p className={css.requestName}>{name}</p>
        <dl className={css.facts}>
          <dt className={css.factLabel}>{t("ui_staff_pending_stores")}</dt>
          <dd>
            {account.is_trainee
              ? t("ui_staff_pending_trainee")
              : account.stores.map((store) => store.title).join(", ")}
          </dd>
          {account.job_position !== null ? (
            <>
              <dt className={css.factLabel}>{t("ui_staff_pending_job")}</dt>
              <dd>{account.job_position}</dd>
            </>
          ) : null}
          <dt className={css.factLabel}>{t("ui_staff_pending_contact")}</dt>
          <dd>{contact}</dd>
          <dt className={css.factLabel}>{t("ui_staff_pending_requested")}</dt>
          <dd>{requestedOn}</dd>
        </dl>
      </div>
      <div className={css.actions}>
        <Button
          onClick={() => send({ type: "user.approve", id: account.id })}
          disabled={busy || confirming}
          busy={busy && isTarget}
          aria-label={`${t("ui_staff_pending_approve")}: ${name}`}
        >
          {t("ui_staff_pending_approve")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => send({ type: "user.reject", id: account.id })}
          disabled={busy || confirming}
          aria-label={`${t("ui_staff_pending_reject")}: ${name}`}
          aria-expanded={confirming}
        >
          {t("ui_staff_pending_reject")}
        </Button>
      </div>
      {confirming ? (
        <ConfirmQuestion
          className={css.fullRow}
          question={t("ui_staff_pending_reject_confirm", { name })}
          confirmLabel={t("ui_staff_pending_reject_yes")}
          cancelLabel={t("ui_staff_pending_cancel")}
          onConfirm={() => send({ type: "user.confirmReject" })}
          onCancel={() => send({ type: "user.cancelReject" })}
        />
      ) : null}
    </li>
  );
}
