import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/** The question asked before an action that cannot be taken back, with its two answers beside it. */
export const confirmQuestion = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.surfaceMuted,
});
