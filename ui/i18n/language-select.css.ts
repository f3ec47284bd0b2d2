import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const languageSelect = style({
  minHeight: "40px",
  padding: "6px 32px 6px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: `${vars.colour.surface} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24'%3E%3Cpath d='m6 9 6 6 6-6' fill='none' stroke='%2356614f' stroke-width='2.5' stroke-linecap='round'/%3E%3C/svg%3E") no-repeat right 12px center`,
  appearance: "none",
  fontSize: "14px",
  fontWeight: 500,
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.colour.borderStrong } },
  // A phone's header holds it beside the menu, search, bell and avatar (issue 33, item 2).
  "@media": {
    "(max-width: 480px)": { padding: "6px 24px 6px 8px", backgroundPosition: "right 8px center" },
  },
});
