import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** From this width the header has room for the field itself (≥ 200 px) beside its other controls. */
const INLINE = "screen and (min-width: 1600px)";
const BAR = "screen and (max-width: 1599.98px)";

export const wrap = style({ position: "relative", flexShrink: 0 });

/** The search button that opens the bar; absent where the field is in the header itself. */
export const toggle = style({
  display: "inline-grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.colour.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
  "@media": { [INLINE]: { display: "none" } },
});

/**
 * The field and its results: in the header from 1600 px; below that, a bar across the screen under
 * the header, shown while the button is open.
 */
export const bar = style({
  "@media": {
    [INLINE]: { display: "block", position: "relative", width: "260px" },
    [BAR]: {
      display: "none",
      position: "fixed",
      top: vars.size.header,
      left: 0,
      right: 0,
      zIndex: 35,
      gap: vars.space.sm,
      alignItems: "center",
      padding: vars.space.sm,
      background: vars.colour.surface,
      borderBottom: `1px solid ${vars.colour.border}`,
      boxShadow: vars.shadow.raised,
      selectors: { '&[data-open="true"]': { display: "flex" } },
    },
  },
});

export const closeBar = style({
  display: "inline-grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.colour.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
  "@media": { [INLINE]: { display: "none" } },
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
  // 16 px: a phone does not zoom into the field when it takes the focus.
  fontSize: "16px",
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
  width: "min(460px, calc(100vw - 16px))",
  maxHeight: "min(70vh, 640px)",
  overflowY: "auto",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: 40,
  padding: vars.space.sm,
  "@media": {
    // Under the bar across the screen: as wide as the screen, as tall as it leaves room for.
    [BAR]: {
      left: 0,
      right: 0,
      width: "auto",
      maxHeight: `calc(100dvh - ${vars.size.header} - 72px)`,
      borderRadius: 0,
      borderLeft: 0,
      borderRight: 0,
    },
  },
});

export const note = style({ padding: vars.space.sm, color: vars.colour.textMuted });

export const hits = style({ listStyle: "none", margin: 0, padding: 0 });

export const group = style({
  selectors: {
    "& + &": { borderTop: `1px solid ${vars.colour.border}`, marginTop: "4px", paddingTop: "4px" },
  },
});

export const hit = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    '&:hover, &:focus-visible, &[aria-selected="true"]': { background: vars.colour.surfaceMuted },
    '&[aria-selected="true"]': { boxShadow: `inset 3px 0 0 ${vars.colour.focus}` },
  },
});

/** The last row: the /search page with the query. */
export const allResults = style({
  marginTop: "4px",
  borderTop: `1px solid ${vars.colour.border}`,
  fontWeight: 600,
  color: vars.brand.stronger,
  textDecoration: "underline",
});

export const source = style({
  padding: `${vars.space.xs} ${vars.space.sm} 0`,
  fontSize: "12px",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.colour.textMuted,
});
