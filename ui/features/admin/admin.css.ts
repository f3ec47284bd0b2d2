import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  marginBottom: vars.space.md,
});

/** The search box takes the room left; on a phone each control takes a line. */
export const grow = style({ flex: "1 1 14rem", minWidth: 0 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});

/** The person or record first; its actions beside it while they fit, else wrapped under it. */
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
});

export const rowMain = style({ flex: "1 1 18rem", minWidth: 0 });

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
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  flex: "0 1 auto",
});

export const fullRow = style({ flexBasis: "100%" });

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  padding: "2px 10px",
  borderRadius: "999px",
  fontSize: "13px",
  fontWeight: 700,
  whiteSpace: "nowrap",
  marginInlineStart: vars.space.sm,
  verticalAlign: "middle",
});

export const badge = styleVariants({
  open: [badgeBase, { background: vars.colour.successSoft, color: vars.colour.text }],
  closed: [badgeBase, { background: vars.colour.dangerSoft, color: vars.colour.danger }],
  waiting: [badgeBase, { background: vars.colour.warningSoft, color: vars.colour.text }],
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** Two fields side by side on a wide screen, one under the other on a phone. */
export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md,
});

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

export const smallLabel = style({ display: "block", fontSize: "14px", marginBottom: "4px" });

export const muted = style({ color: vars.colour.textMuted });

/** A long list of stores scrolls inside the form rather than pushing save off the screen. */
export const storeChoice = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.sm,
  maxHeight: "16rem",
  overflowY: "auto",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: "8px",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
