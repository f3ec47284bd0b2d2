import { canExpandActingAs, visibleActingAsEntries } from "../../core/rules/acting-as-list";
import { useI18n } from "../i18n/i18n-context";
import * as css from "./avatar-menu.css";
import type { ShellEmployee } from "./shell-state";

export interface ActingAsListProps {
  readonly employees: readonly ShellEmployee[];
  readonly expanded: boolean;
  readonly onActAs: (userId: number) => void;
  readonly onToggle: () => void;
}

/** User id 1 may act as an employee: the first 4 are listed, the rest behind "show all" (spec 2). */
export function ActingAsList({ employees, expanded, onActAs, onToggle }: ActingAsListProps) {
  const { t } = useI18n();
  if (employees.length === 0) return null;
  const shown = visibleActingAsEntries(employees, expanded);
  return (
    <div className={css.section}>
      <h3 className={css.sectionTitle} id="acting-as-title">
        {t("ui_acting_as_title")}
      </h3>
      <ul className={css.list} aria-labelledby="acting-as-title">
        {shown.map((employee) => (
          <li key={employee.id}>
            <button type="button" className={css.item} onClick={() => onActAs(employee.id)}>
              {employee.f_name} {employee.l_name}
            </button>
          </li>
        ))}
      </ul>
      {canExpandActingAs(employees) ? (
        <button type="button" className={css.more} aria-expanded={expanded} onClick={onToggle}>
          {expanded ? t("ui_acting_as_show_less") : t("ui_acting_as_show_all", { count: employees.length })}
        </button>
      ) : null}
    </div>
  );
}
