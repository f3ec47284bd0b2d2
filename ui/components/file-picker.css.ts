import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";
import { button } from "./button.css";

/** The button look and the chosen file's name beside it, wrapping on a phone. */
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

/**
 * The native input lies over the button look, transparent: a click anywhere on the button is a click
 * on the input (the browser's own picker, camera capture included), and the keyboard focuses the
 * input itself, so no script re-implements the control.
 */
export const target = style({ position: "relative", display: "inline-flex" });

export const look = style([button.secondary, { pointerEvents: "none" }]);

export const input = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  opacity: 0,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

// Focus and disabled are the input's, shown on the button look that covers it.
export const focused = style({
  selectors: {
    [`${target}:has(${input}:focus-visible) &`]: {
      outline: `3px solid ${vars.colour.focus}`,
      outlineOffset: "2px",
    },
    [`${target}:has(${input}:disabled) &`]: { opacity: 0.55 },
    [`${target}:has(${input}:hover:not(:disabled)) &`]: {
      background: vars.brand.soft,
      borderColor: vars.brand.strong,
    },
  },
});

export const chosen = style({ fontSize: "15px", color: vars.colour.textMuted, overflowWrap: "anywhere" });
