import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/** A row of tabs over a panel (ARIA tabs pattern, see tabs.tsx). */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
  marginBottom: vars.space.md,
});

export const tab = style({
  appearance: "none",
  background: "transparent",
  border: 0,
  borderBottom: "3px solid transparent",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  fontSize: "15px",
  fontWeight: 600,
  color: vars.colour.textMuted,
  cursor: "pointer",
  marginBottom: "-1px",
  selectors: {
    "&:hover": { color: vars.colour.text },
    "&[aria-selected='true']": { color: vars.brand.stronger, borderBottomColor: vars.brand.strong },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "-3px" },
  },
});
