import { style } from "@vanilla-extract/css";
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
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.colour.text,
  textDecoration: "none",
  fontWeight: 700,
  fontSize: "17px",
  whiteSpace: "nowrap",
});

export const logoText = style({ "@media": { "(max-width: 560px)": { display: "none" } } });

export const storeTitle = style({
  display: "flex",
  alignItems: "center",
  gap: "6px",
  minWidth: 0,
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  background: vars.brand.soft,
  color: vars.brand.stronger,
  fontSize: "14px",
  fontWeight: 600,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  // Below the header breakpoint the store moves into the avatar menu.
  "@media": { "(max-width: 1199px)": { display: "none" } },
});

export const headerSpacer = style({ flex: 1 });

// May shrink (the search box gives way first), so the header never outgrows a phone's screen.
export const headerActions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  flex: "0 1 auto",
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
