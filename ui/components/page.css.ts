import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const pageHeader = style({
  marginBottom: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const pageTitle = style({
  fontSize: "28px",
  fontWeight: 700,
  lineHeight: 1.2,
  "@media": { "(max-width: 560px)": { fontSize: "24px" } },
});

export const pageLead = style({ color: vars.colour.textMuted, fontSize: "16px" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 360px), 1fr))",
  gap: vars.space.lg,
  alignItems: "start",
});

export const emptyState = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.colour.textMuted,
});

export const emptyIcon = style({
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.brand.soft,
  color: vars.brand.stronger,
});

export const emptyTitle = style({ fontSize: "18px", fontWeight: 700, color: vars.colour.text });

/** Space above a section that follows a screen's main content. */
export const sectionGap = style({ marginTop: vars.space.lg });
