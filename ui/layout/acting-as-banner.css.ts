import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

// A warning band: dark text on the soft warning colour, so it reads as "mind this" on every screen.
export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.colour.warningSoft,
  borderBottom: `2px solid ${vars.colour.warning}`,
  color: vars.colour.text,
  fontWeight: 600,
});

export const text = style({ margin: 0, overflowWrap: "anywhere" });

export const back = style({
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.colour.text}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.colour.page },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}` },
  },
});
