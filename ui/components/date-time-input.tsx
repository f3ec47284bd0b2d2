import { useEffect, useState } from "react";
import { parseUserTime, splitLocalDateTime } from "../../core/rules/user-date";
import { useI18n } from "../i18n/i18n-context";
import { control } from "./field.css";
import { describedBy } from "./field-errors";
import { DateInput } from "./date-input";
import * as css from "./date-field.css";

/* A date and a time in the user's pattern (date-input.tsx), handed over as a local "YYYY-MM-DDTHH:mm". */

export interface DateTimeInputProps {
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  /** A local date and time "YYYY-MM-DDTHH:mm" (what a datetime-local input gave), or "". */
  readonly value: string;
  /** The local date and time when both parts read; "" otherwise. */
  readonly onChange: (local: string) => void;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly "aria-describedby"?: string | undefined;
  readonly "aria-invalid"?: boolean | undefined;
  /** The id of the field's label: the time is named "Time" and described by it. */
  readonly labelId?: string | undefined;
  readonly onUnreadable?: ((part: "date" | "time" | undefined) => void) | undefined;
}

interface DateTimeState {
  readonly date: string;
  readonly time: string;
  readonly value: string;
  readonly timeUnreadable: boolean;
}

const fromValue = (local: string): DateTimeState => {
  const parts = splitLocalDateTime(local);
  return { date: parts?.date ?? "", time: parts?.time ?? "", value: local, timeUnreadable: false };
};

const joined = (date: string, time: string): string => {
  const hhmm = parseUserTime(time);
  return date === "" || hhmm === undefined ? "" : `${date}T${hhmm}`;
};

/** A date control and a 24-hour "HH:mm" text (not the browser's time input: it shows AM/PM). */
export function DateTimeInput({
  id,
  name,
  value,
  onChange,
  required,
  disabled,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  labelId,
  onUnreadable,
}: DateTimeInputProps) {
  const { t } = useI18n();
  const [state, setState] = useState<DateTimeState>(() => fromValue(value));
  const [dateUnreadable, setDateUnreadable] = useState(false);
  if (state.value !== value) setState(fromValue(value));
  const unreadable = dateUnreadable ? "date" : state.timeUnreadable ? "time" : undefined;
  useEffect(() => onUnreadable?.(unreadable), [onUnreadable, unreadable]);

  // One change per event: the date read, a pasted date-time, the time typed or left.
  const update = (patch: Partial<Omit<DateTimeState, "value">>) => {
    const next = { ...state, ...patch };
    const local = joined(next.date, next.time);
    setState({ ...next, value: local });
    if (local !== state.value) onChange(local);
  };

  return (
    <div className={css.dateTimeControl}>
      <div className={css.datePart}>
        <DateInput
          id={id}
          name={name === undefined ? undefined : `${name}-date`}
          value={state.date}
          onChange={(date) => update({ date })}
          onDateTime={(date, time) => update({ date, time, timeUnreadable: false })}
          onUnreadable={setDateUnreadable}
          required={required}
          disabled={disabled}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
        />
      </div>
      <input
        className={`${control} ${css.timeText}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name === undefined ? undefined : `${name}-time`}
        placeholder={t("ui_time_placeholder")}
        aria-label={t("ui_time_label")}
        aria-describedby={describedBy(labelId, ariaDescribedBy)}
        aria-invalid={ariaInvalid === true || state.timeUnreadable || undefined}
        required={required}
        disabled={disabled}
        value={state.time}
        onChange={(event) =>
          update({
            time: event.target.value,
            timeUnreadable: state.timeUnreadable && parseUserTime(event.target.value) === undefined,
          })
        }
        onBlur={() => {
          const { time, date } = state;
          const hhmm = parseUserTime(time);
          // A date without a time is no date-time either: the time says so.
          const timeUnreadable = hhmm === undefined && (time.trim() !== "" || date !== "");
          update({ time: hhmm ?? time, timeUnreadable });
        }}
      />
    </div>
  );
}
