import { complianceState, daysUntil, parseIsoDate } from "../../../core/store-operations/compliance-state";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./records.css";

/**
 * The red/amber/green state of a due date (core's rule), with the days left or past, so colour is
 * never the only signal.
 */
export function ComplianceBadge({
  due,
  kind,
  today: todayText,
}: {
  readonly due: string;
  readonly kind: "license" | "maintenance";
  /** Today (YYYY-MM-DD), from the port's clock. */
  readonly today: string;
}) {
  const { t } = useI18n();
  const date = parseIsoDate(due);
  const today = parseIsoDate(todayText);
  if (date === undefined || today === undefined) return null;
  const state = complianceState(date, today);
  const days = daysUntil(date, today);
  const label =
    state === "red"
      ? t(kind === "license" ? "ui_ops_state_red" : "ui_ops_state_red_maintenance")
      : t(state === "amber" ? "ui_ops_state_amber" : "ui_ops_state_green");
  const when = days < 0 ? t("ui_ops_days_over", { days: -days }) : t("ui_ops_days_left", { days });
  return (
    <span className={css.badge[state]} data-state={state}>
      <span className={css.dot[state]} aria-hidden="true" />
      {label} · {when}
    </span>
  );
}
