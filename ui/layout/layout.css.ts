import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  zIndex: 100,
  padding: "10px 16px",
  borderRadius: vars.radius.md,
  background: vars.brand.stronger,
  color: "#ffffff",
  fontWeight: 600,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const frame = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });

export const body = style({ flex: 1, display: "flex", minHeight: 0 });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  transition: "margin-left 200ms ease",
  selectors: { "&[data-docked='true']": { marginLeft: vars.size.sidebar } },
});

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: "1280px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.xl}`,
  selectors: { "&:focus": { outline: "none" } },
  "@media": { "(max-width: 720px)": { padding: `${vars.space.lg} ${vars.space.md}` } },
});

// ---- Header ----------------------------------------------------------------------------------

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 30,
  height: vars.size.header,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  "@media": {
    "(max-width: 720px)": { padding: `0 ${vars.space.sm}`, gap: vars.space.sm },
    "(max-width: 480px)": { padding: "0 6px", gap: "4px" },
  },
});

export const iconButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: "42px",
  height: "42px",
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.colour.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const logoLink = style({
  "@media": { "(max-width: 400px)": { display: "none" } },
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.colour.text,
  textDecoration: "none",
  fontWeight: 700,
  fontSize: "17px",
  whiteSpace: "nowrap",
});

// The name gives way to the store below 1101 px; on the smallest phones the mark goes too (the
// sidebar's first entry is the dashboard), so the header's controls fit 320 px.
export const logoText = style({ "@media": { "(max-width: 1100px)": { display: "none" } } });

/** The selected store, at every width: it gives way (its name cut) before the header overflows. */
export const storeTitle = style({
  display: "flex",
  alignItems: "center",
  gap: "6px",
  minWidth: 0,
  maxWidth: "320px",
  flex: "0 1 auto",
  minHeight: "36px",
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.brand.soft,
  color: vars.brand.stronger,
  fontSize: "14px",
  fontWeight: 600,
  fontFamily: "inherit",
  whiteSpace: "nowrap",
  "@media": { "(max-width: 480px)": { padding: "6px 8px", gap: "4px" } },
});

/** Shrinks first when the header runs out of room: the store's name is cut, nothing overflows. */
export const storeWrap = style({ position: "relative", display: "flex", minWidth: 0, flex: "0 1 auto" });

export const storeButton = style({
  cursor: "pointer",
  maxWidth: "100%",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const storeName = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });
export const storeIcon = style({ flexShrink: 0 });
export const storeChevron = style({ flexShrink: 0 });
/** "Store:" is shown where there is room and read by screen readers everywhere. */
export const storePrefixWide = style({ "@media": { "(max-width: 1199px)": { display: "none" } } });
export const storePrefixNarrow = style({ "@media": { "(min-width: 1200px)": { display: "none" } } });

/** In the header from 721 px; in a strip at the top of the page on a phone. */
export const storePlace = styleVariants({
  header: { "@media": { "(max-width: 720px)": { display: "none" } } },
  strip: {
    marginBottom: vars.space.md,
    "@media": { "(min-width: 721px)": { display: "none" } },
  },
});

export const storePanel = style({ right: "auto", left: 0 });
export const storePanelTitle = style({
  padding: `4px ${vars.space.sm}`,
  fontSize: "12px",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.colour.textMuted,
});
export const storeList = style({ listStyle: "none", margin: 0, padding: 0 });
export const storeChoice = style({
  display: "block",
  width: "100%",
  textAlign: "left",
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.colour.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible": { background: vars.colour.surfaceMuted },
    '&[aria-current="true"]': { fontWeight: 700, background: vars.brand.soft, color: vars.brand.stronger },
  },
});

export const headerSpacer = style({ flex: 1 });

// Keeps its size: the store's name is what gives way (issue 33, item 2).
export const headerActions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: "0 0 auto",
  "@media": { "(max-width: 480px)": { gap: "4px" } },
});

export const headerLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  minHeight: "40px",
  padding: "0 12px",
  borderRadius: vars.radius.md,
  color: vars.colour.text,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: "14px",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.colour.surfaceMuted } },
});

export const wideOnly = style({ "@media": { "(max-width: 1199px)": { display: "none" } } });

export const hideOnPhone = style({ "@media": { "(max-width: 720px)": { display: "none" } } });

/** The other half of hideOnPhone: shown at 720 px and below only. */
export const phoneOnly = style({ "@media": { "(min-width: 721px)": { display: "none" } } });

// ---- Sidebar ---------------------------------------------------------------------------------

export const sidebar = style({
  position: "fixed",
  top: vars.size.header,
  bottom: 0,
  left: 0,
  zIndex: 25,
  width: vars.size.sidebar,
  display: "flex",
  flexDirection: "column",
  background: vars.colour.sidebar,
  color: vars.colour.sidebarText,
  overflowY: "auto",
  transform: "translateX(-100%)",
  transition: "transform 200ms ease",
  selectors: { "&[data-open='true']": { transform: "none" } },
});

export const backdrop = style({
  position: "fixed",
  inset: 0,
  top: vars.size.header,
  zIndex: 20,
  border: 0,
  background: "rgba(10, 16, 8, 0.45)",
  cursor: "pointer",
});

export const nav = style({ padding: `${vars.space.md} ${vars.space.sm}` });

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
});

export const navSubList = style([navList, { paddingLeft: vars.space.lg, marginTop: "2px" }]);

export const navLink = style({
  display: "flex",
  alignItems: "center",
  // The pending-exam note takes a line of its own under the label.
  flexWrap: "wrap",
  gap: vars.space.sm,
  minHeight: "40px",
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  color: vars.colour.sidebarText,
  textDecoration: "none",
  fontSize: "15px",
  fontWeight: 500,
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.07)" },
    "&[aria-current='page']": { background: vars.brand.strong, color: "#ffffff", fontWeight: 600 },
    "&:focus-visible": { outlineColor: "#9cc9ff" },
  },
});

export const navLabel = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });

export const warning = style({ color: "#ffcc4d", flexShrink: 0 });

/** The pending-exam warning under the training entry: icon and text, on its own line. */
export const warningNote = style({
  display: "flex",
  alignItems: "center",
  gap: "6px",
  flexBasis: "100%",
  fontSize: "13px",
  fontWeight: 600,
  color: "inherit",
});

export const navHeading = style({
  margin: `${vars.space.md} 12px ${vars.space.xs}`,
  fontSize: "12px",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.colour.sidebarMuted,
});

export const sidebarFoot = style({
  marginTop: "auto",
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: "1px solid rgba(255, 255, 255, 0.1)",
  fontSize: "13px",
  color: vars.colour.sidebarMuted,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const social = style({ display: "flex", gap: vars.space.sm });

export const socialLink = style({
  display: "inline-grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  borderRadius: "50%",
  background: "rgba(255, 255, 255, 0.08)",
  color: vars.colour.sidebarText,
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.16)" },
    "&:focus-visible": { outlineColor: "#9cc9ff" },
  },
});

export const version = style({ fontVariantNumeric: "tabular-nums" });

// ---- Footer ----------------------------------------------------------------------------------

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.colour.border}`,
  color: vars.colour.textMuted,
  fontSize: "13px",
  background: vars.colour.surface,
});

export const footerLink = style({ color: vars.colour.textMuted });
