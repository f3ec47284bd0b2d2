import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const box = style({
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  overflow: "hidden",
  selectors: { "&[data-invalid='true']": { borderColor: vars.colour.danger } },
});

export const search = style({
  width: "100%",
  border: 0,
  borderBottom: `1px solid ${vars.colour.border}`,
  padding: "10px 12px",
  fontSize: "15px",
  background: vars.colour.surfaceMuted,
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.xs,
  maxHeight: "216px",
  overflowY: "auto",
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  fontSize: "15px",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  padding: "4px 6px 4px 12px",
  borderRadius: vars.radius.pill,
  background: vars.brand.soft,
  color: vars.brand.stronger,
  fontSize: "13px",
  fontWeight: 600,
});

export const chipRemove = style({
  display: "grid",
  placeItems: "center",
  width: "24px",
  height: "24px",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: "rgba(0,0,0,0.08)" } },
});

export const count = style({ fontSize: "13px", color: vars.colour.textMuted, fontWeight: 500 });

export const legendRow = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

export const empty = style({ padding: "10px", color: vars.colour.textMuted, fontSize: "14px" });
