import { useId, type ReactNode } from "react";
import { checkbox, checkboxRow, field } from "./field.css";
import { FieldErrorList, describedBy } from "./field-errors";

export interface CheckboxFieldProps {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** The label, already translated (it may hold a link, e.g. to the terms). */
  readonly children: ReactNode;
  readonly errors?: readonly string[];
  readonly required?: boolean;
}

export function CheckboxField({
  checked,
  onCheckedChange,
  children,
  errors = [],
  required,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div className={field}>
      <label htmlFor={id} className={checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={checkbox}
          checked={checked}
          required={required}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(errors.length > 0 && errorId)}
        />
        <span>{children}</span>
      </label>
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}
