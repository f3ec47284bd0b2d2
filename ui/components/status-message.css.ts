import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

const box = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  border: "1px solid",
  fontSize: "15px",
});

export const tone = styleVariants({
  error: [box, { background: vars.colour.dangerSoft, color: vars.colour.danger, borderColor: "#f4c7c3" }],
  success: [box, { background: vars.colour.successSoft, color: vars.colour.success, borderColor: "#c6e3b5" }],
  info: [box, { background: vars.colour.infoSoft, color: vars.colour.info, borderColor: "#c7dbfb" }],
  warning: [box, { background: vars.colour.warningSoft, color: vars.colour.warning, borderColor: "#f3d9a4" }],
});

export const icon = style({ flexShrink: 0, marginTop: "2px" });
