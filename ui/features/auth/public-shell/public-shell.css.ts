import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)",
  "@media": { "(max-width: 900px)": { gridTemplateColumns: "1fr" } },
});

export const brandPanel = style({
  position: "relative",
  overflow: "hidden",
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  background: `linear-gradient(150deg, ${vars.brand.stronger} 0%, ${vars.brand.strong} 55%, ${vars.brand.primary} 130%)`,
  color: "#ffffff",
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space.xl,
  "@media": { "(max-width: 900px)": { display: "none" } },
});

export const brandGlow = style({
  position: "absolute",
  right: "-120px",
  bottom: "-120px",
  width: "420px",
  height: "420px",
  borderRadius: "50%",
  background: "rgba(255, 255, 255, 0.08)",
  pointerEvents: "none",
});

export const brandRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  fontWeight: 700,
  fontSize: "20px",
});

export const brandHeadline = style({ fontSize: "34px", lineHeight: 1.2, fontWeight: 700, maxWidth: "18ch" });

export const brandText = style({
  fontSize: "17px",
  opacity: 0.92,
  maxWidth: "40ch",
  marginTop: vars.space.md,
});

export const brandList = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
  display: "grid",
  gap: vars.space.sm,
  fontSize: "15px",
});

export const brandListItem = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  selectors: {
    "&::before": {
      content: '""',
      width: "8px",
      height: "8px",
      borderRadius: "50%",
      background: "#ffffff",
      opacity: 0.8,
      flexShrink: 0,
    },
  },
});

export const brandFoot = style({ fontSize: "13px", opacity: 0.8 });

export const formSide = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space.lg,
  background: vars.colour.page,
  "@media": { "(max-width: 480px)": { padding: vars.space.md } },
});

export const topBar = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
});

export const mobileBrand = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 700,
  "@media": { "(max-width: 900px)": { display: "flex" } },
});

export const spacer = style({ flex: 1 });

export const centre = style({
  flex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: `${vars.space.xl} 0`,
});

export const panel = style({ width: "100%", maxWidth: "440px" });

export const panelWide = style({ width: "100%", maxWidth: "640px" });

export const title = style({
  fontSize: "28px",
  fontWeight: 700,
  lineHeight: 1.2,
  marginBottom: vars.space.xs,
});

export const subtitle = style({ color: vars.colour.textMuted, marginBottom: vars.space.lg });

export const footer = style({ textAlign: "center", fontSize: "13px", color: vars.colour.textMuted });
