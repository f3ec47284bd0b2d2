import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

// Shrinks before anything else in the header does, so the avatar menu never leaves a phone's screen.
export const wrap = style({
  position: "relative",
  flex: "0 1 260px",
  minWidth: 0,
  // On a phone it takes what the header's other controls leave, down to a tap target's width.
  "@media": { "screen and (max-width: 600px)": { flex: "1 1 104px", minWidth: "44px" } },
});

export const hiddenLabel = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const input = style({
  width: "100%",
  minWidth: 0,
  minHeight: "40px",
  padding: "8px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  fontSize: "15px",
  selectors: {
    "&:focus-visible": {
      outline: "none",
      borderColor: vars.colour.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.colour.focus} 30%, transparent)`,
    },
  },
});

export const panel = style({
  position: "absolute",
  top: "calc(100% + 6px)",
  right: 0,
  width: "min(420px, 92vw)",
  maxHeight: "70vh",
  overflowY: "auto",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: 40,
  padding: vars.space.sm,
});

export const note = style({ padding: vars.space.sm, color: vars.colour.textMuted });

export const hits = style({ listStyle: "none", margin: 0, padding: 0 });

export const hit = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.colour.surfaceMuted } },
});

export const source = style({
  fontSize: "12px",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.colour.textMuted,
});
export const title = style({ fontWeight: 600 });
export const excerpt = style({ fontSize: "14px", color: vars.colour.textMuted });
