import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const group = style({ marginTop: vars.space.lg });
export const groupTitle = style({
  fontSize: "14px",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.colour.textMuted,
  marginBottom: vars.space.sm,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});

export const rowMain = style({
  display: "flex",
  flexDirection: "column",
  gap: "4px",
  minWidth: 0,
  flex: "1 1 260px",
});
export const rowTitle = style({ fontWeight: 600, color: vars.colour.text });
export const rowLink = style({
  fontWeight: 600,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const rowMeta = style({ fontSize: "14px", color: vars.colour.textMuted });
export const rowActions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: "8px 14px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  color: vars.colour.text,
  background: vars.colour.surface,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "15px" });
globalStyle(`${table} th`, {
  textAlign: "left",
  fontSize: "13px",
  color: vars.colour.textMuted,
  fontWeight: 700,
  padding: "8px",
  borderBottom: `1px solid ${vars.colour.border}`,
});
globalStyle(`${table} td`, {
  padding: "10px 8px",
  borderBottom: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});
export const tableWrap = style({ overflowX: "auto" });

export const badge = style({
  display: "inline-block",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: vars.colour.warningSoft,
  color: vars.colour.warning,
  fontSize: "13px",
  fontWeight: 600,
});

export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
});

export const fieldset = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const textarea = style({ minHeight: "140px", resize: "vertical", fontFamily: "inherit" });

/** A document read in the page: a sheet of paper on the grey page. */
export const previewText = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.xl,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  boxShadow: vars.shadow.card,
  lineHeight: 1.7,
  maxWidth: "72ch",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const helpful = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
});
