import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const searchBar = style({ width: "100%" });

export const hiddenLabel = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

/** The page's field: the whole width at every size, 16 px text so a phone does not zoom into it. */
export const field = style({
  width: "100%",
  minHeight: "48px",
  padding: "10px 16px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  fontSize: "17px",
  selectors: {
    "&:focus-visible": {
      outline: "none",
      borderColor: vars.colour.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.colour.focus} 30%, transparent)`,
    },
  },
});

export const status = style({ color: vars.colour.textMuted, minHeight: "1.5em" });

export const groups = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const groupHeading = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: "18px",
  fontWeight: 700,
});

export const count = style({ fontSize: "14px", fontWeight: 500, color: vars.colour.textMuted });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});

export const hit = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.surfaceMuted },
    "&:focus-visible": {
      background: vars.colour.surfaceMuted,
      outline: `2px solid ${vars.colour.focus}`,
      outlineOffset: "-2px",
    },
  },
});
