import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const headerRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.md,
});

/** A list of documents: a table on wide screens, stacked cards on phones. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  fontSize: "15px",
});

export const headCell = style({
  textAlign: "start",
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.colour.textMuted,
  fontWeight: 600,
  fontSize: "13px",
  borderBottom: `1px solid ${vars.colour.border}`,
  background: vars.colour.surfaceMuted,
  "@media": { "(max-width: 640px)": { display: "none" } },
});

export const row = style({
  borderBottom: `1px solid ${vars.colour.border}`,
  "@media": {
    "(max-width: 640px)": {
      display: "grid",
      gridTemplateColumns: "1fr auto",
      gap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  overflowWrap: "anywhere",
  "@media": { "(max-width: 640px)": { padding: 0 } },
});

export const numberCell = style([
  cell,
  { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
]);

export const muted = style({ color: vars.colour.textMuted, fontSize: "14px" });

export const moreRow = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  marginTop: vars.space.md,
});

export const pill = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: "13px",
  fontWeight: 600,
});

export const unpaid = style([pill, { background: vars.colour.warningSoft, color: vars.colour.text }]);
export const paid = style([pill, { background: vars.colour.successSoft, color: vars.colour.text }]);

export const subscriptionList = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0 });

export const renewalForm = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
  marginTop: vars.space.md,
});

export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 150px), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: "flex", flexDirection: "column", gap: "2px" });
export const figureValue = style({
  margin: 0,
  fontSize: "22px",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});
export const figureLabel = style({ margin: 0, color: vars.colour.textMuted, fontSize: "14px" });
