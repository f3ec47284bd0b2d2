import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const requestList = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const request = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "start",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const requestName = style({ fontSize: "17px", fontWeight: 700, lineHeight: 1.3 });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  marginTop: vars.space.sm,
  fontSize: "15px",
  // Long e-mail addresses and store titles wrap instead of widening the page.
  overflowWrap: "anywhere",
  "@media": { "(max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});

globalStyle(`${facts} dd`, { margin: 0 });

export const factLabel = style({
  color: vars.colour.textMuted,
  "@media": { "(max-width: 480px)": { marginTop: vars.space.xs, fontSize: "14px" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  "@media": { "(max-width: 640px)": { justifyContent: "flex-start" } },
});

/** A row's confirmation question spans the whole row (ui/components/confirm-question.tsx). */
export const fullRow = style({ gridColumn: "1 / -1" });

export const disabledTag = style({ fontWeight: 400, color: vars.colour.textMuted, fontSize: "15px" });
