import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";
import { spin } from "./keyframes.css";

export const wrap = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.colour.textMuted,
  minHeight: "240px",
});

export const ring = style({
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  border: `4px solid ${vars.brand.soft}`,
  borderTopColor: vars.brand.strong,
  animationName: spin,
  animationDuration: "800ms",
  animationIterationCount: "infinite",
  animationTimingFunction: "linear",
});
