import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { "(max-width: 560px)": { gridTemplateColumns: "1fr" } },
});

export const phoneRow = style({
  display: "grid",
  gridTemplateColumns: "150px minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
});

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.colour.textMuted,
  fontSize: "13px",
  margin: `${vars.space.xs} 0`,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, height: "1px", background: vars.colour.border },
  },
});

export const linkRow = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  fontSize: "14px",
});

export const textLink = style({
  color: vars.brand.strong,
  fontWeight: 600,
  textUnderlineOffset: "3px",
  selectors: { "&:hover": { color: vars.brand.stronger } },
});

export const disclosure = style({
  borderTop: `1px solid ${vars.colour.border}`,
  paddingTop: vars.space.md,
  marginTop: vars.space.sm,
});

export const disclosureButton = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  background: "none",
  border: 0,
  padding: "4px 0",
  color: vars.colour.textMuted,
  fontSize: "14px",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.colour.text } },
});

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { "[aria-expanded='true'] > &": { transform: "rotate(90deg)" } },
});

export const disclosureBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const centreText = style({ textAlign: "center", fontSize: "14px", color: vars.colour.textMuted });

export const summary = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.colour.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: "15px",
});

export const summaryRow = style({ display: "contents" });

export const summaryTerm = style({ color: vars.colour.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const pinInput = style({
  letterSpacing: "0.6em",
  fontSize: "24px",
  fontFamily: vars.font.mono,
  textAlign: "center",
  paddingLeft: "0.6em",
});

export const success = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
});

export const successIcon = style({
  width: "64px",
  height: "64px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.brand.soft,
  color: vars.brand.strong,
});

export const segmented = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "4px",
  padding: "4px",
  background: vars.colour.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const segment = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "40px",
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: "14px",
  cursor: "pointer",
  color: vars.colour.textMuted,
  selectors: {
    "&:has(input:checked)": {
      background: vars.colour.surface,
      color: vars.colour.text,
      boxShadow: vars.shadow.card,
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});

export const segmentInput = style({ position: "absolute", opacity: 0, pointerEvents: "none" });
