import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";
import { spin } from "./keyframes.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  fontWeight: 600,
  fontSize: "15px",
  lineHeight: 1.2,
  cursor: "pointer",
  textDecoration: "none",
  transition: "background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const button = styleVariants({
  // White label on the AA-safe shade of the brand colour, never on the raw primary.
  primary: [
    base,
    {
      background: vars.brand.strong,
      color: "#ffffff",
      selectors: { "&:hover:not(:disabled)": { background: vars.brand.stronger } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.colour.surface,
      color: vars.brand.stronger,
      borderColor: vars.colour.borderStrong,
      selectors: {
        "&:hover:not(:disabled)": { background: vars.brand.soft, borderColor: vars.brand.strong },
      },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.colour.text,
      padding: `0 ${vars.space.md}`,
      selectors: { "&:hover:not(:disabled)": { background: vars.colour.surfaceMuted } },
    },
  ],
  link: [
    base,
    {
      background: "transparent",
      // Link buttons sit on white and on the page's greys: like links, the darker shade (AA on both).
      color: vars.brand.stronger,
      padding: 0,
      minHeight: "auto",
      fontWeight: 600,
      textDecoration: "underline",
      textUnderlineOffset: "3px",
      selectors: { "&:hover:not(:disabled)": { textDecorationThickness: "2px" } },
    },
  ],
});

export const block = style({ width: "100%" });

export const spinner = style({
  width: "16px",
  height: "16px",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animationName: spin,
  animationDuration: "700ms",
  animationIterationCount: "infinite",
  animationTimingFunction: "linear",
});
