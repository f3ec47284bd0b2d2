import type { TicketQueueFilterChoices } from "../../../core/tickets/ticket-queue-answers";
import {
  DEFAULT_QUEUE_FILTERS,
  QUEUE_STATUS_FILTERS,
  type QueueStatusFilter,
  type TicketQueueFilterValues,
} from "../../../core/tickets/ticket-queue-query";
import { ticketPriorityLabelKey, ticketStatusLabelKey } from "../../../core/tickets/ticket-labels";
import { TICKET_PRIORITY } from "../../../core/constants/ticket-constants";
import { Button } from "../../components/button";
import { SelectField } from "../../components/select-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./tickets.css";

export type TicketScope = "queue" | "store";

/** Head office's choice between every store's queue and the selected store's spec tabs. */
export function TicketScopeSwitch({
  scope,
  onScope,
}: {
  readonly scope: TicketScope;
  readonly onScope: (scope: TicketScope) => void;
}) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t("ui_tickets_scope_label")} className={css.scopeSwitch}>
      {(["queue", "store"] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={scope === choice}
          className={css.scopeButton}
          onClick={() => onScope(choice)}
        >
          {t(choice === "queue" ? "ui_tickets_scope_queue" : "ui_tickets_scope_store")}
        </button>
      ))}
    </div>
  );
}

const idOrNull = (value: string): number | null => (value === "" ? null : Number(value));

/**
 * The queue's filters: status, priority, store, category. A change starts the list again from its
 * first page; the store and category choices come with the queue (empty until it has loaded).
 */
export function TicketQueueFilterBar({
  filters,
  choices,
  onChange,
}: {
  readonly filters: TicketQueueFilterValues;
  readonly choices: TicketQueueFilterChoices | undefined;
  readonly onChange: (filters: TicketQueueFilterValues) => void;
}) {
  const { t } = useI18n();
  const any = { value: "", labelKey: "ui_tickets_filter_any" };
  const set = (change: Partial<TicketQueueFilterValues>) => onChange({ ...filters, ...change });
  return (
    <section aria-label={t("ui_tickets_filters_label")} className={css.filterBar}>
      <SelectField
        labelKey="ui_tickets_col_status"
        value={filters.status ?? ""}
        onValueChange={(value) =>
          set({ status: QUEUE_STATUS_FILTERS.find((s) => s === value) ?? (null as QueueStatusFilter | null) })
        }
        options={[
          any,
          ...QUEUE_STATUS_FILTERS.map((status) => ({
            value: status,
            labelKey:
              status === "unresolved" ? "ui_tickets_filter_unresolved" : ticketStatusLabelKey(Number(status)),
          })),
        ]}
      />
      <SelectField
        labelKey="ui_tickets_col_priority"
        value={filters.priority === null ? "" : String(filters.priority)}
        onValueChange={(value) => set({ priority: idOrNull(value) })}
        options={[
          any,
          ...Object.values(TICKET_PRIORITY).map((priority) => ({
            value: String(priority),
            labelKey: ticketPriorityLabelKey(priority),
          })),
        ]}
      />
      <SelectField
        labelKey="ui_tickets_col_store"
        value={filters.locationId === null ? "" : String(filters.locationId)}
        onValueChange={(value) => set({ locationId: idOrNull(value) })}
        options={[any, ...(choices?.stores ?? []).map((s) => ({ value: String(s.id), label: s.title }))]}
      />
      <SelectField
        labelKey="ui_tickets_col_category"
        value={filters.categoryId === null ? "" : String(filters.categoryId)}
        onValueChange={(value) => set({ categoryId: idOrNull(value) })}
        options={[any, ...(choices?.categories ?? []).map((c) => ({ value: String(c.id), label: c.title }))]}
      />
      <div className={css.filterClear}>
        <Button variant="secondary" onClick={() => onChange(DEFAULT_QUEUE_FILTERS)}>
          {t("ui_tickets_filters_clear")}
        </Button>
      </div>
    </section>
  );
}
