import { useRef, useState } from "react";
import {
  formatUserDate,
  parseUserDate,
  splitLocalDateTime,
  userDatePlaceholder,
} from "../../core/rules/user-date";
import { useDateFormat } from "../i18n/date-format-context";
import { useI18n } from "../i18n/i18n-context";
import { control } from "./field.css";
import * as css from "./date-field.css";

/*
 * The portal's own date fields (issue #33). The browser's date inputs write dates in the browser's
 * language (mm/dd/yyyy in an English Chromium, on a Greek page too); these write them in the user's
 * stamp_format and read back what a person types in it, or a plain ISO date. The value they hand
 * over is what the browser's inputs gave: an ISO date "YYYY-MM-DD" ("" when there is none or what
 * is typed is no date), and for a date and time the local "YYYY-MM-DDTHH:mm".
 */

/** The date pattern's placeholder in the UI language ("ηη/μμ/εεεε"). */
export function usePlaceholder(): string {
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
