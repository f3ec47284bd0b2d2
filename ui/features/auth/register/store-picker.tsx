import { useId, useState } from "react";
import { MAX_REGISTRATION_STORES } from "../../../../core/constants/portal-constants";
import { checkbox, fieldset, legend } from "../../../components/field.css";
import { FieldErrorList, describedBy } from "../../../components/field-errors";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "./store-picker.css";

export interface StoreChoice {
  readonly id: number;
  readonly title: string;
}

export interface StorePickerProps {
  readonly stores: readonly StoreChoice[];
  readonly selected: readonly number[];
  readonly onChange: (selected: readonly number[]) => void;
  readonly errors: readonly string[];
}

/**
 * Multi-select of up to 5 stores: a filter box over a list of checkboxes, the choices shown as
 * removable chips. Plain checkboxes keep it usable by keyboard and screen reader without a combobox.
 */
export function StorePicker({ stores, selected, onChange, errors }: StorePickerProps) {
  const { t } = useI18n();
  const [filter, setFilter] = useState("");
  const id = useId();
  const errorId = `${id}-errors`;
  const countId = `${id}-count`;
  const needle = filter.trim().toLocaleLowerCase();
  const shown =
    needle === "" ? stores : stores.filter((store) => store.title.toLocaleLowerCase().includes(needle));
  const toggle = (storeId: number, on: boolean) =>
    onChange(on ? [...selected, storeId] : selected.filter((chosen) => chosen !== storeId));

  return (
    <fieldset className={fieldset} aria-describedby={describedBy(countId, errors.length > 0 && errorId)}>
      <legend className={legend}>
        <span className={css.legendRow}>
          {t("ui_register_stores")}
          <span id={countId} className={css.count}>
            {t("ui_register_stores_count", { count: selected.length, max: MAX_REGISTRATION_STORES })}
          </span>
        </span>
      </legend>
      {selected.length > 0 ? (
        <ul className={css.chips} aria-label={t("ui_register_stores_selected")}>
          {selected.map((storeId) => {
            const title = stores.find((store) => store.id === storeId)?.title ?? String(storeId);
            return (
              <li key={storeId} className={css.chip}>
                {title}
                <button
                  type="button"
                  className={css.chipRemove}
                  aria-label={t("ui_register_store_remove", { store: title })}
                  onClick={() => toggle(storeId, false)}
                >
                  <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="3"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={css.box} data-invalid={errors.length > 0}>
        <input
          type="search"
          className={css.search}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t("ui_register_stores_search")}
          aria-label={t("ui_register_stores_search")}
        />
        <ul className={css.list}>
          {shown.map((store) => (
            <li key={store.id}>
              <label className={css.option}>
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={selected.includes(store.id)}
                  onChange={(event) => toggle(store.id, event.target.checked)}
                />
                {store.title}
              </label>
            </li>
          ))}
          {shown.length === 0 ? <li className={css.empty}>{t("ui_register_stores_none")}</li> : null}
        </ul>
      </div>
      <FieldErrorList id={errorId} keys={errors} />
    </fieldset>
  );
}
