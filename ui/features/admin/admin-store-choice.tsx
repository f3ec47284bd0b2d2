import { useId, useState } from "react";
import type { AdminStore } from "../../../core/admin/admin-wire";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { checkbox, checkboxRow, control, fieldset, legend } from "../../components/field.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./admin.css";

/** The chosen store ids as the form keeps them: "3,7,12" (a form's fields are texts). */
export const storeIdsOf = (text: string): readonly number[] =>
  text
    .split(",")
    .filter((part) => /^\d+$/u.test(part))
    .map(Number);

/**
 * The stores a person works in: every open store as a checkbox, with a box that narrows the list by
 * name or city (a network has hundreds), and how many are chosen. Chosen stores stay listed.
 */
export function AdminStoreChoice({
  stores,
  value,
  onValueChange,
  errors,
  disabled = false,
}: {
  readonly stores: readonly AdminStore[];
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly errors: readonly string[];
  readonly disabled?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [filter, setFilter] = useState("");
  const chosen = new Set(storeIdsOf(value));
  const words = filter.trim().toLocaleLowerCase();
  const shown = stores.filter(
    (store) =>
      chosen.has(store.id) ||
      words === "" ||
      `${store.title} ${store.city}`.toLocaleLowerCase().includes(words),
  );
  const toggle = (storeId: number, on: boolean) => {
    const next = stores.map((store) => store.id).filter((sid) => (sid === storeId ? on : chosen.has(sid)));
    onValueChange(next.join(","));
  };
  return (
    <fieldset
      className={fieldset}
      disabled={disabled}
      aria-describedby={describedBy(errors.length > 0 && `${id}-errors`)}
    >
      <legend className={legend}>
        {t("ui_admin_person_stores")} · {t("ui_admin_chosen_count", { count: chosen.size })}
      </legend>
      <label htmlFor={`${id}-filter`} className={css.smallLabel}>
        {t("ui_admin_store_filter")}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className={control}
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className={css.storeChoice}>
        {shown.map((store) => (
          <li key={store.id}>
            <label className={checkboxRow}>
              <input
                type="checkbox"
                className={checkbox}
                checked={chosen.has(store.id)}
                onChange={(event) => toggle(store.id, event.target.checked)}
              />
              <span>
                {store.title} <span className={css.muted}>· {store.city}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldErrorList id={`${id}-errors`} keys={errors} />
    </fieldset>
  );
}
