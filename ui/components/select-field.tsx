import { useId, type SelectHTMLAttributes } from "react";
import { useI18n } from "../i18n/i18n-context";
import { control, field, label as labelClass } from "./field.css";
import { FieldErrorList, describedBy } from "./field-errors";

export interface SelectOption {
  readonly value: string;
  /** Either a message key (translated) or a text that comes from data (shown as is). */
  readonly labelKey?: string;
  readonly label?: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange" | "id" | "className"
> {
  readonly labelKey: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  /** A first, empty choice ("choose…") when nothing is selected yet. */
  readonly placeholderKey?: string;
  readonly errors?: readonly string[];
}

export function SelectField({
  labelKey,
  value,
  onValueChange,
  options,
  placeholderKey,
  errors = [],
  ...select
}: SelectFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {t(labelKey)}
      </label>
      <select
        {...select}
        id={id}
        className={control}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(errors.length > 0 && errorId)}
      >
        {placeholderKey !== undefined ? <option value="">{t(placeholderKey)}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.labelKey !== undefined ? t(option.labelKey) : (option.label ?? option.value)}
          </option>
        ))}
      </select>
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}
