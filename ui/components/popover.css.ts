import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/** Holds a popover's button and panel; the panel is placed against it. */
export const popoverWrap = style({ position: "relative", flexShrink: 0 });

/**
 * A header popover's panel, inside the viewport at every width (issue 33, item 5): under its button
 * and right-aligned on wider screens, across the screen under the header on a phone, where a
 * right-aligned panel would start left of the screen.
 */
export const popoverPanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 8px)",
  zIndex: 40,
  width: "min(340px, calc(100vw - 16px))",
  maxHeight: `calc(100vh - ${vars.size.header} - 24px)`,
  overflowY: "auto",
  overflowWrap: "break-word",
  background: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  "@media": {
    "(max-width: 600px)": {
      position: "fixed",
      top: `calc(${vars.size.header} + 4px)`,
      left: "8px",
      right: "8px",
      width: "auto",
    },
  },
});
