import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  marginBottom: vars.space.lg,
});

export const search = style({ flex: "1 1 280px" });

export const meta = style({ color: vars.colour.textMuted, fontSize: "14px" });

export const group = style({ marginBottom: vars.space.lg });

export const groupTitle = style({
  fontSize: "16px",
  fontWeight: 700,
  marginBottom: vars.space.sm,
  textTransform: "capitalize",
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "14px" });

export const cell = style({
  padding: "10px 12px",
  borderTop: `1px solid ${vars.colour.border}`,
  textAlign: "left",
  verticalAlign: "top",
});

export const headCell = style([
  cell,
  { borderTop: 0, color: vars.colour.textMuted, fontWeight: 600, fontSize: "13px" },
]);

export const path = style({ fontFamily: vars.font.mono, fontSize: "13px", overflowWrap: "anywhere" });

const methodBase = style({
  display: "inline-block",
  minWidth: "64px",
  padding: "2px 8px",
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: "12px",
  fontWeight: 700,
  textAlign: "center",
});

export const method = styleVariants({
  GET: [methodBase, { background: "#e6f0ff", color: "#1849a9" }],
  POST: [methodBase, { background: "#e7f6e0", color: "#2b6a0a" }],
  PUT: [methodBase, { background: "#fff4e0", color: "#8a4b00" }],
  PATCH: [methodBase, { background: "#fff4e0", color: "#8a4b00" }],
  DELETE: [methodBase, { background: "#fde8e7", color: "#a4221a" }],
  OTHER: [methodBase, { background: vars.colour.surfaceMuted, color: vars.colour.text }],
});
