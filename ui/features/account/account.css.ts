import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "15px" });
globalStyle(`${table} th`, {
  textAlign: "left",
  fontSize: "13px",
  color: vars.colour.textMuted,
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
});
globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
});
// Phones: each row becomes a small card of label/value pairs.
globalStyle(`${table} thead`, { "@media": { "(max-width: 640px)": { display: "none" } } });
globalStyle(`${table} tr`, {
  "@media": {
    "(max-width: 640px)": {
      display: "block",
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.colour.border}`,
    },
  },
});
globalStyle(`${table} td`, {
  "@media": { "(max-width: 640px)": { display: "block", border: "none", padding: "2px 0" } },
});
globalStyle(`${table} td[data-label]::before`, {
  "@media": {
    "(max-width: 640px)": { content: "attr(data-label) ': '", fontWeight: 600, color: vars.colour.textMuted },
  },
});

/** A date and time stays on one line. */
export const stamp = style({ whiteSpace: "nowrap" });
export const device = style({ color: vars.colour.textMuted, fontSize: "13px" });
export const more = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  marginTop: vars.space.md,
});
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))",
  gap: vars.space.lg,
  alignItems: "start",
});
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
  gap: vars.space.md,
});
export const actionsRow = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  marginTop: vars.space.md,
});
export const avatar = style({
  width: "96px",
  height: "96px",
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.colour.surfaceMuted,
  border: `1px solid ${vars.colour.border}`,
});
export const avatarRow = style({
  display: "flex",
  gap: vars.space.lg,
  alignItems: "center",
  flexWrap: "wrap",
});
export const dangerZone = style({ borderColor: vars.colour.danger });
export const dialog = style({
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.colour.warningSoft,
  marginTop: vars.space.md,
});
export const fileLink = style({ fontWeight: 600, color: vars.colour.text });
