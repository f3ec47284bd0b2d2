import { useId } from "react";
import { OLD_TICKET_PRIORITY } from "../../../core/constants/ticket-constants";
import type { TicketOldPriority } from "../../../core/tickets/ticket-old";
import { oldTicketPriorityLabelKey } from "../../../core/tickets/ticket-labels";
import { Button } from "../../components/button";
import { card, stackLg } from "../../components/card.css";
import { control, field, label as labelClass } from "../../components/field.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import type {
  OldTicketErrors,
  OldTicketEvent,
  OldTicketFields,
} from "../../../machines/tickets/old-ticket.machine";
import * as css from "./tickets.css";
import { RequestIdLine } from "../../components/request-id-line";

export interface NewOldTicketViewState {
  readonly fields: OldTicketFields;
  readonly errors: OldTicketErrors;
  readonly showErrors: boolean;
  readonly sending: boolean;
  readonly failureKey: string | null;
  /** The failed request's id, shown under the failure so a person can quote it (issue #42). */
  readonly requestId?: string | undefined;
}

const PRIORITIES: readonly TicketOldPriority[] = [
  OLD_TICKET_PRIORITY.high,
  OLD_TICKET_PRIORITY.normal,
  OLD_TICKET_PRIORITY.low,
];

export function NewOldTicketView({
  state,
  send,
}: {
  readonly state: NewOldTicketViewState;
  readonly send: (event: OldTicketEvent) => void;
}) {
  const { t } = useI18n();
  const messageId = useId();
  const messageErrors = state.showErrors ? state.errors.message : [];
  return (
    <>
      <PageHeader title={t("ui_tickets_old_new_title")} />
      <form
        className={`${card} ${stackLg}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.submit" });
        }}
      >
        <fieldset className={css.fieldsetReset} disabled={state.sending}>
          <TextField
            labelKey="ui_tickets_field_title"
            value={state.fields.title}
            onValueChange={(title) => send({ type: "user.change", fields: { title } })}
            errors={state.showErrors ? state.errors.title : []}
          />
          <fieldset className={css.fieldsetReset}>
            <legend className={css.legend}>{t("ui_tickets_field_priority")}</legend>
            <div className={css.radioRow}>
              {PRIORITIES.map((priority) => (
                <label key={priority} className={css.radioChoice}>
                  <input
                    type="radio"
                    name="old-priority"
                    value={priority}
                    checked={state.fields.priority === priority}
                    onChange={() => send({ type: "user.change", fields: { priority } })}
                  />
                  {t(oldTicketPriorityLabelKey(priority))}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={field}>
            <label htmlFor={messageId} className={labelClass}>
              {t("ui_tickets_field_message")}
            </label>
            <textarea
              id={messageId}
              className={`${control} ${css.textarea}`}
              value={state.fields.message}
              onChange={(event) => send({ type: "user.change", fields: { message: event.target.value } })}
              aria-invalid={messageErrors.length > 0 || undefined}
              aria-describedby={describedBy(messageErrors.length > 0 && `${messageId}-errors`)}
            />
            <FieldErrorList id={`${messageId}-errors`} keys={messageErrors} />
          </div>
        </fieldset>
        <StatusMessage
          message={state.failureKey === null ? undefined : { key: state.failureKey, tone: "error" }}
        />
        <RequestIdLine id={state.requestId} />
        <div className={css.actions}>
          <Button type="submit" busy={state.sending} disabled={state.sending}>
            {t(state.failureKey === null ? "ui_tickets_submit" : "ui_tickets_retry_send")}
          </Button>
        </div>
      </form>
    </>
  );
}
