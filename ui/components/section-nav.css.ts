import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";
import { tabLook, tabRow } from "./tabs.css";

/** Links between related screens, drawn like tabs (tabs.css.ts) but navigating. */
export const nav = style([tabRow, { marginBottom: vars.space.lg }]);

export const link = style([
  tabLook,
  { display: "inline-flex", alignItems: "center", textDecoration: "none" },
]);
