import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const linkButton = style({
  background: "none",
  border: "none",
  padding: "4px 0",
  color: vars.colour.info,
  textDecoration: "underline",
  fontSize: "15px",
  cursor: "pointer",
});

export const panel = style({
  marginTop: vars.space.sm,
  padding: vars.space.md,
  maxHeight: "320px",
  overflowY: "auto",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surfaceMuted,
});
