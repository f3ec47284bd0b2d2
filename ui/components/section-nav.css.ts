import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/** Links between related screens, drawn like tabs (tabs.css.ts) but navigating. */
export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
  marginBottom: vars.space.lg,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  fontSize: "15px",
  fontWeight: 600,
  color: vars.colour.textMuted,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  marginBottom: "-1px",
  selectors: {
    "&:hover": { color: vars.colour.text },
    "&[aria-current='page']": { color: vars.brand.stronger, borderBottomColor: vars.brand.strong },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "-3px" },
  },
});
