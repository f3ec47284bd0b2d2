import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/** The typed date and its calendar button, side by side; the hidden native picker sits under them. */
export const dateControl = style({
  position: "relative",
  display: "flex",
  alignItems: "stretch",
  gap: vars.space.xs,
  minWidth: 0,
});

/** The text input keeps the shared control's look and takes the room the button leaves. */
export const dateText = style({ flex: "1 1 auto", minWidth: "7.5em", fontVariantNumeric: "tabular-nums" });

export const calendarButton = style({
  flex: "0 0 44px",
  width: "44px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: "pointer",
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&:hover": { borderColor: vars.colour.text, background: vars.colour.surfaceMuted },
    "&:focus-visible": {
      outline: "none",
      borderColor: vars.colour.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.colour.focus} 30%, transparent)`,
    },
    "&:disabled": { background: vars.colour.surfaceMuted, cursor: "not-allowed" },
  },
});

/**
 * The browser's own date input, only for its picker: out of sight and out of the tab order, but
 * rendered (showPicker needs a rendered input) at the field's lower left so the picker opens there.
 */
export const nativePicker = style({
  position: "absolute",
  left: 0,
  bottom: 0,
  width: "1px",
  height: "1px",
  padding: 0,
  margin: 0,
  border: 0,
  opacity: 0,
  pointerEvents: "none",
});

/** The date part and the time, on one row at any width (the time is five characters). */
export const dateTimeControl = style({
  display: "flex",
  alignItems: "stretch",
  gap: vars.space.xs,
  minWidth: 0,
});

export const datePart = style({ flex: "1 1 auto", minWidth: 0 });

export const timeText = style({ flex: "0 0 5.5em", width: "5.5em", fontVariantNumeric: "tabular-nums" });
