import { useId, useState } from "react";
import { useI18n } from "../i18n/i18n-context";
import {
  errorItem,
  errors as errorsClass,
  field,
  hint as hintClass,
  label as labelClass,
  optional as optionalClass,
} from "./field.css";
import { describedBy } from "./field-errors";
import { DateInput, usePlaceholder } from "./date-input";
import { DateTimeInput } from "./date-time-input";

/*
 * The labelled date fields of the forms (issue #33): DateField and DateTimeField frame the portal's
 * own controls (date-input.tsx, date-time-input.tsx) with a label, a hint and errors, as TextField
 * frames a text input.
 */

interface FieldFrameProps {
  readonly labelKey: string;
  readonly errors?: readonly string[];
  readonly hintKey?: string | undefined;
  readonly optional?: boolean | undefined;
}

/** The label, hint and errors around a control, as TextField has them. */
function useFieldFrame({ labelKey, errors = [], hintKey, optional = false }: FieldFrameProps) {
  const { t } = useI18n();
  const id = useId();
  const placeholder = usePlaceholder();
  const [unreadable, setUnreadable] = useState<"date" | "time" | undefined>(undefined);
  // The field's own word on text that is no date comes first, then the form's rules.
  const shown = [
    ...(unreadable === "date" ? [t("ui_date_not_a_date", { pattern: placeholder })] : []),
    ...(unreadable === "time" ? [t("ui_time_not_a_time")] : []),
    ...errors.map((key) => t(key)),
  ];
  const showHint = hintKey !== undefined && shown.length === 0;
  const ids = { control: id, label: `${id}-label`, hint: `${id}-hint`, errors: `${id}-errors` };
  const label = (
    <label id={ids.label} htmlFor={ids.control} className={labelClass}>
      {t(labelKey)}
      {optional ? <span className={optionalClass}>{t("ui_field_optional")}</span> : null}
    </label>
  );
  const below = (
    <>
      {showHint ? (
        <p id={ids.hint} className={hintClass}>
          {t(hintKey)}
        </p>
      ) : null}
      {shown.length === 0 ? null : (
        <ul id={ids.errors} className={errorsClass}>
          {shown.map((message) => (
            <li key={message} className={errorItem}>
              {message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return {
    ids,
    label,
    below,
    invalid: errors.length > 0,
    describedBy: describedBy(showHint && ids.hint, shown.length > 0 && ids.errors),
    setUnreadable,
  };
}

export interface DateFieldProps extends FieldFrameProps {
  /** An ISO date, or "". */
  readonly value: string;
  readonly onValueChange: (iso: string) => void;
  readonly name?: string | undefined;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly min?: string | undefined;
  readonly max?: string | undefined;
}

/** A labelled date field, as TextField is a labelled text field: the value is an ISO date or "". */
export function DateField({
  value,
  onValueChange,
  name,
  required,
  disabled,
  min,
  max,
  ...frame
}: DateFieldProps) {
  const f = useFieldFrame(frame);
  return (
    <div className={field}>
      {f.label}
      <DateInput
        id={f.ids.control}
        name={name}
        value={value}
        onChange={onValueChange}
        required={required}
        disabled={disabled}
        min={min}
        max={max}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        onUnreadable={(unreadable) => f.setUnreadable(unreadable ? "date" : undefined)}
      />
      {f.below}
    </div>
  );
}

export interface DateTimeFieldProps extends FieldFrameProps {
  /** A local date and time "YYYY-MM-DDTHH:mm", or "". */
  readonly value: string;
  readonly onValueChange: (local: string) => void;
  readonly name?: string | undefined;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
}

/** A labelled date and time field: the value is a local "YYYY-MM-DDTHH:mm", or "". */
export function DateTimeField({
  value,
  onValueChange,
  name,
  required,
  disabled,
  ...frame
}: DateTimeFieldProps) {
  const f = useFieldFrame(frame);
  return (
    <div className={field}>
      {f.label}
      <DateTimeInput
        id={f.ids.control}
        labelId={f.ids.label}
        name={name}
        value={value}
        onChange={onValueChange}
        required={required}
        disabled={disabled}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.describedBy}
        onUnreadable={f.setUnreadable}
      />
      {f.below}
    </div>
  );
}
