import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

/**
 * A row of tabs over a panel (ARIA tabs pattern, see tabs.tsx). The row and the tab's look are shared
 * with the links between related screens (section-nav.css.ts), which are drawn the same way.
 */
export const tabRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const tabList = style([tabRow, { marginBottom: vars.space.md }]);

/** The chosen one is marked by `aria-selected` on a tab, by `aria-current` on a link. */
export const tabLook = style({
  borderBottom: "3px solid transparent",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  fontSize: "15px",
  fontWeight: 600,
  color: vars.colour.textMuted,
  marginBottom: "-1px",
  selectors: {
    "&:hover": { color: vars.colour.text },
    "&[aria-selected='true'], &[aria-current='page']": {
      color: vars.brand.stronger,
      borderBottomColor: vars.brand.strong,
    },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "-3px" },
  },
});

export const tab = style([
  tabLook,
  {
    appearance: "none",
    background: "transparent",
    borderTop: 0,
    borderLeft: 0,
    borderRight: 0,
    cursor: "pointer",
  },
]);
