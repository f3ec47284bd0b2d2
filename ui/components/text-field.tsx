import { useId, type InputHTMLAttributes } from "react";
import { useI18n } from "../i18n/i18n-context";
import {
  control,
  field,
  hint as hintClass,
  label as labelClass,
  optional as optionalClass,
} from "./field.css";
import { FieldErrorList, describedBy } from "./field-errors";

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "id" | "className"
> {
  readonly labelKey: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Failed message keys; shown under the field and announced through aria-describedby. */
  readonly errors?: readonly string[];
  readonly hintKey?: string;
  readonly optional?: boolean;
  readonly inputClassName?: string;
}

export function TextField({
  labelKey,
  value,
  onValueChange,
  errors = [],
  hintKey,
  optional = false,
  inputClassName,
  ...input
}: TextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  // The hint gives way to the errors: a rule is said once, as the error when it fails (issue 20).
  const showHint = hintKey !== undefined && errors.length === 0;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {t(labelKey)}
        {optional ? <span className={optionalClass}>{t("ui_field_optional")}</span> : null}
      </label>
      <input
        {...input}
        id={id}
        className={inputClassName === undefined ? control : `${control} ${inputClassName}`}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(showHint && hintId, errors.length > 0 && errorId)}
      />
      {showHint ? (
        <p id={hintId} className={hintClass}>
          {t(hintKey)}
        </p>
      ) : null}
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}
