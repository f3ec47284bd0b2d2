import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

// Phone first: one product per row, the count field under its name below 640 px.

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.colour.textMuted, fontSize: "14px" });

export const products = style({ listStyle: "none", margin: 0, padding: 0 });

export const product = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(140px, 220px)",
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr", gap: vars.space.sm } },
});

export const productText = style({ minWidth: 0 });

export const productName = style({ margin: 0, fontWeight: 700, overflowWrap: "anywhere" });

export const muted = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "14px",
  color: vars.colour.textMuted,
});

export const shortage = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "14px",
  color: vars.colour.danger,
});

export const countField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const countLabel = style({ fontWeight: 600, fontSize: "14px" });

export const countInput = style({ textAlign: "right" });

export const actions = style({ display: "flex", justifyContent: "flex-end", marginTop: vars.space.md });

export const heading = style({ fontSize: "18px", margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const history = style({ listStyle: "none", margin: 0, padding: 0 });

export const historyItem = style({
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.colour.border}`,
});

export const historyLines = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: "14px",
  overflowWrap: "anywhere",
});
