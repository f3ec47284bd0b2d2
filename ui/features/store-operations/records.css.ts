import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: vars.space.md,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "center",
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const rowTitle = style({
  fontSize: "16px",
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: vars.space.xs,
  fontSize: "14px",
  color: vars.colour.textMuted,
});

export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  padding: "2px 10px",
  borderRadius: "999px",
  fontSize: "13px",
  fontWeight: 700,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  red: [badgeBase, { background: vars.colour.dangerSoft, color: vars.colour.danger }],
  amber: [badgeBase, { background: vars.colour.warningSoft, color: vars.colour.text }],
  green: [badgeBase, { background: vars.colour.successSoft, color: vars.colour.text }],
});

export const dot = styleVariants({
  red: { width: 8, height: 8, borderRadius: "50%", background: vars.colour.danger },
  amber: { width: 8, height: 8, borderRadius: "50%", background: vars.colour.warning },
  green: { width: 8, height: 8, borderRadius: "50%", background: vars.colour.success },
});

export const fileLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, fontSize: "14px" });

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "640px",
});

export const dates = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.md,
});

export const chosenFiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const chosenFile = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  fontSize: "14px",
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "14px" });

export const cell = style({
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});

export const messageBody = style({
  whiteSpace: "pre-wrap",
  margin: `${vars.space.xs} 0 0`,
  fontSize: "14px",
});
