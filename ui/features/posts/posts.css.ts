import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/* The posts screens: a card list with header images, the reading view, the reach table, the form. */

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  justifyContent: "space-between",
  marginBottom: vars.space.lg,
});

export const tabs = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

export const tab = style({
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: vars.radius.pill,
  padding: "8px 16px",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.brand.stronger,
      borderColor: vars.brand.stronger,
      color: "#fff",
    },
  },
});

export const filters = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  alignItems: "flex-end",
});

export const filtersGap = style({ marginBottom: vars.space.lg });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
});

export const postCard = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
});

export const cardImage = style({ width: "100%", height: "140px", objectFit: "cover", display: "block" });

export const cardPlaceholder = style({
  height: "8px",
  background: `linear-gradient(90deg, ${vars.brand.primary}, ${vars.brand.secondary})`,
});

export const cardBody = style({
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const cardTitle = style({
  fontSize: "17px",
  fontWeight: 700,
  color: vars.colour.text,
  textDecoration: "none",
});

export const meta = style({ color: vars.colour.textMuted, fontSize: "14px" });

export const badges = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

export const badge = style({
  fontSize: "12px",
  fontWeight: 700,
  borderRadius: vars.radius.pill,
  padding: "2px 10px",
  background: vars.brand.soft,
  color: vars.brand.stronger,
});

export const badgeWarning = style([badge, { background: vars.colour.warningSoft, color: "#6b4500" }]);

export const more = style({ display: "flex", justifyContent: "center", marginTop: vars.space.lg });

export const article = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  maxWidth: "860px",
});

export const heroImage = style({ width: "100%", maxHeight: "280px", objectFit: "cover", display: "block" });

export const articleBody = style({
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const fileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const fileLink = style({
  display: "inline-flex",
  gap: vars.space.xs,
  alignItems: "center",
  fontWeight: 600,
});

export const ackBox = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.warningSoft,
});

export const reach = style({ marginTop: vars.space.lg, maxWidth: "860px" });

/** The reach table scrolls sideways on a phone instead of running off the card. */
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "15px" });

export const cell = style({
  textAlign: "left",
  padding: "8px",
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const bar = style({
  height: "10px",
  borderRadius: vars.radius.pill,
  background: vars.colour.surfaceMuted,
  overflow: "hidden",
  minWidth: "120px",
});

export const barFill = style({ height: "100%", background: vars.brand.strong });

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "860px",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap" });

/** Category, the two dates and the archive days: side by side on a wide screen, stacked on a phone. */
export const schedule = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.md,
});

export const textarea = style({
  width: "100%",
  minHeight: "180px",
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  font: "inherit",
});

export const choices = style({
  border: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const choice = style({ display: "inline-flex", gap: "6px", alignItems: "center", minHeight: "32px" });

export const alerts = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const alert = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "baseline",
  flexWrap: "wrap",
  padding: "12px 16px",
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.colour.warning}`,
  background: vars.colour.warningSoft,
});

export const banner = style([alert, { borderLeftColor: vars.brand.strong, background: vars.brand.soft }]);

export const bell = style({ position: "relative" });

export const bellCount = style({
  position: "absolute",
  top: "-4px",
  right: "-4px",
  minWidth: "18px",
  height: "18px",
  borderRadius: vars.radius.pill,
  background: vars.colour.danger,
  color: "#fff",
  fontSize: "11px",
  fontWeight: 700,
  display: "grid",
  placeItems: "center",
});

export const bellItem = style({
  display: "block",
  padding: "8px",
  borderRadius: vars.radius.sm,
  textDecoration: "none",
});

export const unread = style({ fontWeight: 700 });
