import {
  AMBER_WINDOW_DAYS,
  complianceState,
  COMPLIANCE_URGENCY,
  daysUntil,
  parseIsoDate,
} from "../../../core/store-operations/compliance-state";
import type { ComplianceRow } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { obligationsBetween } from "./dated-obligations";
import { groupToday } from "./group-today";

/**
 * Head office's one table: every store's licences that expired or expire within 30 days and every
 * service that is overdue or due within 30 days (red first, then amber; by date within each).
 */
export async function complianceOverview(db: Database, now: Date): Promise<ComplianceRow[]> {
  const today = groupToday(now);
  const rows = await obligationsBetween(db, {
    from: null,
    to: today.add({ days: AMBER_WINDOW_DAYS }).toString(),
  });
  return rows
    .flatMap((o): ComplianceRow[] => {
      const due = parseIsoDate(o.dueDate);
      if (due === undefined) return [];
      return [
        {
          kind: o.kind,
          id: o.id,
          location_id: o.storeId as ComplianceRow["location_id"],
          store: o.store,
          title: o.title,
          due_date: o.dueDate,
          state: complianceState(due, today),
          days_left: daysUntil(due, today),
        },
      ];
    })
    .sort(
      (a, b) =>
        COMPLIANCE_URGENCY[a.state] - COMPLIANCE_URGENCY[b.state] || a.due_date.localeCompare(b.due_date),
    );
}
