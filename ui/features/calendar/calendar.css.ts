import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const toolbar = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const monthTitle = style({ fontSize: "18px", fontWeight: 700, minWidth: "12ch", textAlign: "center" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
  gap: "4px",
  marginTop: vars.space.md,
});
export const weekday = style({
  fontSize: "13px",
  fontWeight: 600,
  color: vars.colour.textMuted,
  textAlign: "center",
});
export const day = style({
  minHeight: "88px",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.sm,
  padding: "4px",
  background: vars.colour.surface,
  overflow: "hidden",
  "@media": { "(max-width: 640px)": { minHeight: "52px" } },
});
export const otherMonth = style({ background: vars.colour.surfaceMuted, color: vars.colour.textMuted });
export const today = style({ borderColor: vars.brand.strong, borderWidth: "2px" });
export const dayNumber = style({ fontSize: "13px", fontWeight: 600 });
export const chip = style({
  display: "block",
  fontSize: "12px",
  lineHeight: 1.3,
  marginTop: "2px",
  padding: "2px 4px",
  borderRadius: vars.radius.sm,
  background: vars.colour.surfaceMuted,
  borderLeft: `3px solid ${vars.brand.strong}`,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": {
    "(max-width: 640px)": {
      fontSize: "0",
      width: "8px",
      height: "8px",
      padding: 0,
      borderRadius: "50%",
      border: "none",
      background: vars.brand.strong,
      display: "inline-block",
      marginRight: "2px",
    },
  },
});
export const agenda = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const agendaItem = style({
  display: "grid",
  gridTemplateColumns: "minmax(9rem, max-content) minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.brand.strong}`,
  background: vars.colour.surfaceMuted,
  borderRadius: vars.radius.sm,
  "@media": { "(max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", gap: "2px" } },
});
export const when = style({ fontWeight: 600 });
export const kind = style({ fontSize: "13px", color: vars.colour.textMuted });
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(min(100%, 320px), 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(max-width: 960px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const checks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  maxHeight: "180px",
  overflowY: "auto",
});
globalStyle(`${checks} label`, { display: "flex", gap: "6px", alignItems: "center", fontSize: "15px" });
export const formStack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
