import { useEffect, useId, useRef, useState } from "react";
import {
  formatUserDate,
  parseUserDate,
  parseUserTime,
  splitLocalDateTime,
  userDatePlaceholder,
} from "../../core/rules/user-date";
import { useDateFormat } from "../i18n/date-format-context";
import { useI18n } from "../i18n/i18n-context";
import {
  control,
  errorItem,
  errors as errorsClass,
  field,
  hint as hintClass,
  label as labelClass,
  optional as optionalClass,
} from "./field.css";
import { describedBy } from "./field-errors";
import * as css from "./date-field.css";

/*
 * The portal's own date fields (issue #33). The browser's date inputs write dates in the browser's
 * language (mm/dd/yyyy in an English Chromium, on a Greek page too); these write them in the user's
 * stamp_format and read back what a person types in it, or a plain ISO date. The value they hand
 * over is what the browser's inputs gave: an ISO date "YYYY-MM-DD" ("" when there is none or what
 * is typed is no date), and for a date and time the local "YYYY-MM-DDTHH:mm".
 */

/** The date pattern's placeholder in the UI language ("ηη/μμ/εεεε"). */
function usePlaceholder(): string {
  const { t } = useI18n();
  const { datePattern } = useDateFormat();
  return userDatePlaceholder(datePattern, {
    day: t("ui_date_part_day"),
    month: t("ui_date_part_month"),
    year: t("ui_date_part_year"),
  });
}

export interface DateInputProps {
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  /** An ISO date, or "". */
  readonly value: string;
  /** The ISO date typed or picked; "" when the field is empty or what is typed is no date. */
  readonly onChange: (iso: string) => void;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  readonly "aria-describedby"?: string | undefined;
  /** The form's own verdict (its rules' errors); the field adds its own when the text is no date. */
  readonly "aria-invalid"?: boolean | undefined;
  /** Told whether the text left on blur is no date, so a field can say so under itself. */
  readonly onUnreadable?: ((unreadable: boolean) => void) | undefined;
  /** A whole local date-time pasted ("2026-03-01T09:30"): a date-time field takes both parts. */
  readonly onDateTime?: ((date: string, time: string) => void) | undefined;
}

interface TextState {
  readonly text: string;
  /** The value the text was written for or last reported: another value came from outside. */
  readonly value: string;
  readonly pattern: string;
  readonly unreadable: boolean;
}

/** The date control alone: the text in the user's pattern, the calendar button, the hidden picker. */
export function DateInput({
  id,
  name,
  value,
  onChange,
  required,
  disabled,
  min,
  max,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  onUnreadable,
  onDateTime,
}: DateInputProps) {
  const { t } = useI18n();
  const { datePattern } = useDateFormat();
  const placeholder = usePlaceholder();
  const textRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TextState>(() => ({
    text: formatUserDate(value, datePattern),
    value,
    pattern: datePattern,
    unreadable: false,
  }));
  // A value from outside (a reset, a loaded record) or another pattern rewrites the text; the
  // value this field reported itself does not, so half-typed text stays as it is.
  if (state.value !== value || state.pattern !== datePattern) {
    const read = parseUserDate(state.text, state.pattern);
    const text =
      state.value !== value
        ? formatUserDate(value, datePattern)
        : read === undefined
          ? state.text
          : formatUserDate(read, datePattern);
    setState({ text, value, pattern: datePattern, unreadable: state.unreadable && state.value === value });
  }

  const report = (iso: string) => {
    if (iso !== value) onChange(iso);
  };
  const setUnreadable = (unreadable: boolean) => {
    if (unreadable !== state.unreadable) onUnreadable?.(unreadable);
  };

  const type = (text: string) => {
    const whole = onDateTime === undefined ? undefined : splitLocalDateTime(text);
    if (whole !== undefined) {
      setState({
        text: formatUserDate(whole.date, datePattern),
        value: whole.date,
        pattern: datePattern,
        unreadable: false,
      });
      setUnreadable(false);
      onDateTime?.(whole.date, whole.time);
      return;
    }
    const iso = text.trim() === "" ? "" : (parseUserDate(text, datePattern) ?? "");
    // The mark of unreadable text goes as soon as the text reads; it comes back only on blur.
    const unreadable = state.unreadable && iso === "" && text.trim() !== "";
    setState({ text, value: iso, pattern: datePattern, unreadable });
    setUnreadable(unreadable);
    report(iso);
  };

  const blur = () => {
    const iso = parseUserDate(state.text, datePattern);
    const unreadable = iso === undefined && state.text.trim() !== "";
    setState({
      ...state,
      text: iso === undefined ? state.text : formatUserDate(iso, datePattern),
      unreadable,
    });
    setUnreadable(unreadable);
  };

  const pick = (iso: string) => {
    setState({ text: formatUserDate(iso, datePattern), value: iso, pattern: datePattern, unreadable: false });
    setUnreadable(false);
    report(iso);
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (picker === null) return;
    try {
      picker.showPicker();
    } catch {
      // No showPicker (older browsers, jsdom) or not allowed here: the person types the date.
      textRef.current?.focus();
    }
  };

  const invalid = ariaInvalid === true || state.unreadable;
  return (
    <div className={css.dateControl}>
      <input
        ref={textRef}
        id={id}
        name={name}
        className={`${control} ${css.dateText}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={state.text}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedBy}
        onChange={(event) => type(event.target.value)}
        onBlur={blur}
      />
      <button
        type="button"
        className={css.calendarButton}
        aria-label={t("ui_date_choose")}
        title={t("ui_date_choose")}
        disabled={disabled}
        onClick={openPicker}
      >
        <CalendarIcon />
      </button>
      <input
        ref={pickerRef}
        className={css.nativePicker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t("ui_date_choose")}
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => pick(event.target.value)}
      />
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M3.5 10h17M8 3v4M16 3v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M7.5 13.5h2v2h-2zM11 13.5h2v2h-2zM14.5 13.5h2v2h-2z" fill="currentColor" />
    </svg>
  );
}

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
