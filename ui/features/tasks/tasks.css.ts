import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const toolbar = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  marginBottom: vars.space.md,
});

// ---- Projects and their tasks -----------------------------------------------------------------

export const projects = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const projectHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.brand.soft}`,
});

export const projectTitle = style({ fontSize: "17px", fontWeight: 700, lineHeight: 1.3 });
export const projectMeta = style({ color: vars.colour.textMuted, fontSize: "14px" });

export const taskList = style({ listStyle: "none", margin: 0, padding: 0 });

export const task = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "center",
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.colour.border}`,
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const taskTitle = style({
  fontSize: "16px",
  fontWeight: 600,
  lineHeight: 1.35,
  overflowWrap: "anywhere",
});
export const taskDescription = style({ color: vars.colour.textMuted, fontSize: "14px", marginTop: "2px" });

export const taskFacts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: vars.space.xs,
  fontSize: "14px",
  color: vars.colour.textMuted,
});

export const more = style({ display: "flex", justifyContent: "center", marginTop: vars.space.md });

// ---- Badges -----------------------------------------------------------------------------------

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  padding: "0 10px",
  borderRadius: vars.radius.pill,
  fontSize: "13px",
  fontWeight: 600,
  lineHeight: "22px",
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  overdue: [badgeBase, { background: vars.colour.dangerSoft, color: vars.colour.danger }],
  today: [badgeBase, { background: vars.colour.warningSoft, color: vars.colour.warning }],
  done: [badgeBase, { background: vars.colour.successSoft, color: vars.colour.success }],
});

// ---- The new-task form ------------------------------------------------------------------------

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: vars.space.md,
});

export const fullRow = style({ gridColumn: "1 / -1" });

export const textarea = style({ minHeight: "96px", resize: "vertical" });

export const formActions = style({
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  marginTop: vars.space.md,
  flexWrap: "wrap",
});
