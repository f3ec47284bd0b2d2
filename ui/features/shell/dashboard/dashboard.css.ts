import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";
import { pulse } from "../../../components/keyframes.css";

export const welcome = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: "#ffffff",
  background: `linear-gradient(120deg, ${vars.brand.stronger}, ${vars.brand.strong})`,
});

export const welcomeTitle = style({ fontSize: "24px", fontWeight: 700 });

export const welcomeText = style({ opacity: 0.92 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});

export const postItem = style({
  display: "flex",
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { "&:first-child": { borderTop: 0, paddingTop: 0 } },
});

export const postBody = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });

export const postTitle = style({
  fontWeight: 700,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.brand.strong, textDecoration: "underline" } },
});

export const postMeta = style({ fontSize: "13px", color: vars.colour.textMuted });

export const badge = style({
  alignSelf: "flex-start",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: vars.brand.soft,
  color: vars.brand.stronger,
  fontSize: "12px",
  fontWeight: 700,
});

export const thumb = style({
  width: "72px",
  height: "72px",
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.colour.surfaceMuted,
});

export const materialIcon = style({
  width: "40px",
  height: "40px",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  borderRadius: vars.radius.md,
  background: vars.brand.soft,
  color: vars.brand.strong,
});

export const skeleton = style({
  height: "56px",
  borderRadius: vars.radius.md,
  background: vars.colour.surfaceMuted,
  animationName: pulse,
  animationDuration: "1.4s",
  animationIterationCount: "infinite",
});

export const seeAll = style({ fontSize: "14px", fontWeight: 600, color: vars.brand.strong });

/** Space under the store figures, before the widgets. */
export const figuresGap = style({ marginBottom: vars.space.lg });

/** The "More in the portal" card: one link a line, each a comfortable tap target. */
export const shortcuts = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: vars.space.xs,
});

export const shortcut = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  color: vars.brand.stronger,
  textDecoration: "none",
  background: vars.colour.surfaceMuted,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});
