import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** The typed words in a hit: a soft brand background, the text's own colour (contrast kept). */
export const mark = style({
  background: vars.brand.soft,
  color: "inherit",
  fontWeight: 700,
  borderRadius: "2px",
  padding: "0 1px",
});

export const title = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const excerpt = style({ fontSize: "14px", color: vars.colour.textMuted, overflowWrap: "anywhere" });
export const store = style({ fontSize: "13px", color: vars.colour.textMuted });
