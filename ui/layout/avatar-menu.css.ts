import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const wrap = style({ position: "relative" });

export const trigger = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: "4px 8px 4px 4px",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.surface,
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.colour.borderStrong } },
});

export const avatar = style({
  width: "34px",
  height: "34px",
  borderRadius: "50%",
  objectFit: "cover",
  display: "grid",
  placeItems: "center",
  background: vars.brand.strong,
  color: "#ffffff",
  fontWeight: 700,
  fontSize: "13px",
  flexShrink: 0,
});

export const name = style({
  fontWeight: 600,
  fontSize: "14px",
  maxWidth: "160px",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  // Below 1024 px the header's room goes to the store's name (issue 33, item 2).
  "@media": { "(max-width: 1023px)": { display: "none" } },
});

export const chevron = style({ flexShrink: 0, "@media": { "(max-width: 480px)": { display: "none" } } });

export const who = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const whoName = style({ fontWeight: 700 });

export const whoRole = style({ fontSize: "13px", color: vars.colour.textMuted });

export const section = style({
  borderTop: `1px solid ${vars.colour.border}`,
  padding: `${vars.space.sm} 0`,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
});

export const sectionTitle = style({
  padding: `4px ${vars.space.sm}`,
  fontSize: "12px",
  fontWeight: 700,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
  color: vars.colour.textMuted,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: "40px",
  padding: "8px 10px",
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.colour.text,
  textDecoration: "none",
  textAlign: "left",
  fontSize: "15px",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const danger = style({ color: vars.colour.danger });

export const storeSelect = style({ padding: `0 ${vars.space.sm} ${vars.space.xs}` });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const more = style([item, { color: vars.brand.stronger, fontWeight: 600, fontSize: "14px" }]);
