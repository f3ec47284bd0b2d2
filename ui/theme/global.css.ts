import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  colorScheme: "light",
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: "16px",
  lineHeight: 1.5,
  color: vars.colour.text,
  background: vars.colour.page,
  WebkitFontSmoothing: "antialiased",
  // A word longer than its box (a 50-letter name, a pasted link) breaks rather than widening the
  // page: "anywhere" also lets flex and grid items shrink below such a word (issue 20).
  overflowWrap: "anywhere",
});

globalStyle("h1, h2, h3, h4, p", { margin: 0 });

// Links sit on white and on the page's light greys: brand.strong is AA only on white (4.61:1, 4.28:1 on
// the page background), so links take the darker brand.stronger, AA on every light surface.
globalStyle("a", { color: vars.brand.stronger });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

// One visible focus ring for everything the keyboard can reach.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.colour.focus}`,
  outlineOffset: "2px",
});

globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
