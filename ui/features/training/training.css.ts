import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const sections = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const list = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "center",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  "@media": { "(max-width: 560px)": { gridTemplateColumns: "1fr" } },
});

export const itemTitle = style({ fontSize: "17px", fontWeight: 700, lineHeight: 1.3 });
export const itemMeta = style({ color: vars.colour.textMuted, fontSize: "14px", marginTop: "2px" });
export const itemText = style({ marginTop: vars.space.xs, fontSize: "15px" });

export const badge = style({
  display: "inline-block",
  fontSize: "12px",
  fontWeight: 700,
  padding: "2px 8px",
  borderRadius: "999px",
  background: vars.brand.soft,
  color: vars.brand.stronger,
  marginLeft: vars.space.xs,
  verticalAlign: "middle",
});

export const passed = style([badge, { background: vars.colour.successSoft, color: vars.colour.text }]);
export const failed = style([badge, { background: vars.colour.dangerSoft, color: vars.colour.text }]);

export const notice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.warningSoft,
  color: vars.colour.text,
  fontWeight: 600,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "15px" });
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});
export const headCell = style([cell, { borderTop: "none", color: vars.colour.textMuted, fontSize: "13px" }]);
export const tableWrap = style({ overflowX: "auto" });

export const question = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const questionLegend = style({
  fontWeight: 700,
  fontSize: "17px",
  padding: 0,
  marginBottom: vars.space.sm,
});
export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "48px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  marginTop: vars.space.sm,
  cursor: "pointer",
  fontSize: "16px",
});
export const choiceInput = style({
  width: "22px",
  height: "22px",
  flexShrink: 0,
  accentColor: vars.brand.strong,
});
export const score = style({ fontSize: "40px", fontWeight: 800, lineHeight: 1.1 });
export const stat = style({ display: "flex", flexDirection: "column", gap: "2px" });
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  gap: vars.space.md,
});
export const textarea = style({
  width: "100%",
  minHeight: "88px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  font: "inherit",
});
export const inlineChoice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  marginTop: vars.space.sm,
});
export const grow = style({ flex: 1, minWidth: 0 });
/** A video of a note: as wide as its card, never wider than the screen. */
export const video = style({
  display: "block",
  width: "100%",
  maxWidth: "640px",
  marginTop: vars.space.sm,
  borderRadius: "8px",
  background: "#000",
});

/** A piece of material (/training_material): a disclosure that opens to its text, files and videos. */
export const materialItem = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  // The dashboard's link brings the item under the sticky header, not behind it.
  scrollMarginTop: "96px",
});

export const material = style({});

export const materialSummary = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.sm,
  alignItems: "baseline",
  cursor: "pointer",
  minHeight: "44px",
  listStyle: "none",
  borderRadius: "6px",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    // A chevron that turns when the item is open.
    "&::before": {
      content: "'▸'",
      gridRow: "1 / span 2",
      color: vars.brand.strong,
      fontSize: "18px",
      transition: "transform 120ms",
    },
    [`${material}[open] > &::before`]: { transform: "rotate(90deg)" },
    "&:hover": { color: vars.brand.strong },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});

export const materialBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0 0 ${vars.space.lg}`,
  "@media": { "(max-width: 560px)": { paddingLeft: 0 } },
});

/** A date (or date and time) never breaks inside ("27/11/20" over "26", issue #33 item 9). */
export const oneLine = style({ whiteSpace: "nowrap" });
export const dateCell = style([cell, { whiteSpace: "nowrap" }]);

/** The exam head office has just scheduled, in its list of scheduled exams. */
export const highlighted = style({
  outline: `2px solid ${vars.brand.primary}`,
  outlineOffset: "4px",
  borderRadius: vars.radius.md,
});

/** Who has taken a scheduled exam, one line each. */
export const takers = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.xs} 0 0`,
  display: "flex",
  flexDirection: "column",
  gap: "4px",
  fontSize: "14px",
});
