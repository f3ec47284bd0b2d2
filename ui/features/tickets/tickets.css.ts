import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Row height of the virtualised lists (fixed, so the virtualiser never has to measure). */
export const TICKET_ROW_HEIGHT = 64;

export const headerRow = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });

// ---- Tabs -------------------------------------------------------------------------------------

// The tab row is the shared one (ui/components/tabs.css.ts).
export { tab, tabList } from "../../components/tabs.css";

/** Head office's "All stores | Selected store" switch (two toggle buttons). */
export const scopeSwitch = style({
  display: "inline-flex",
  padding: "4px",
  gap: "4px",
  marginBottom: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.colour.surfaceMuted,
  border: `1px solid ${vars.colour.border}`,
});

export const scopeButton = style({
  appearance: "none",
  border: 0,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.md}`,
  minHeight: "40px",
  fontSize: "15px",
  fontWeight: 600,
  background: "transparent",
  color: vars.colour.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.colour.text },
    "&[aria-pressed='true']": {
      background: vars.colour.surface,
      color: vars.brand.stronger,
      boxShadow: vars.shadow.card,
    },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});

/** The queue's filters: four choices side by side, wrapping on narrow screens. */
export const filterBar = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.4fr) repeat(3, minmax(0, 1fr)) auto",
  gap: vars.space.md,
  alignItems: "end",
  marginBottom: vars.space.md,
  "@media": {
    "(max-width: 900px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const filterClear = style({
  display: "flex",
  alignItems: "flex-end",
  whiteSpace: "nowrap",
  "@media": { "(max-width: 900px)": { gridColumn: "1 / -1" } },
});

// ---- Badges -----------------------------------------------------------------------------------

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: "13px",
  fontWeight: 600,
  lineHeight: "20px",
  whiteSpace: "nowrap",
  border: "1px solid transparent",
  selectors: {
    "&::before": {
      content: '""',
      width: "7px",
      height: "7px",
      borderRadius: "50%",
      background: "currentColor",
    },
  },
});

export const badge = styleVariants({
  info: [badgeBase, { background: vars.colour.infoSoft, color: vars.colour.info, borderColor: "#c7dbfb" }],
  warning: [
    badgeBase,
    { background: vars.colour.warningSoft, color: vars.colour.warning, borderColor: "#f3d9a4" },
  ],
  success: [
    badgeBase,
    { background: vars.colour.successSoft, color: vars.colour.success, borderColor: "#c6e3b5" },
  ],
  danger: [
    badgeBase,
    { background: vars.colour.dangerSoft, color: vars.colour.danger, borderColor: "#f4c7c3" },
  ],
  neutral: [
    badgeBase,
    { background: vars.colour.surfaceMuted, color: vars.colour.textMuted, borderColor: vars.colour.border },
  ],
});

// ---- The virtualised list ---------------------------------------------------------------------

/*
 * The columns follow the width of the list itself (container queries), not of the window: the
 * sidebar takes its share on desktops. Wide: every column; medium: the category moves under the
 * title and "updated" goes; narrow: number, title and status.
 */
const WIDE = "(max-width: 999px)";
const NARROW = "(max-width: 640px)";

export const listCard = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  containerType: "inline-size",
});

const gridRow = style({
  display: "grid",
  alignItems: "center",
  columnGap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
  "@container": { [NARROW]: { padding: `0 ${vars.space.md}` } },
});

// A narrow list (a phone) shows number, title and status. Written after the medium-width query in
// each variant: both queries match a narrow list, and the later rule wins (a phone once got the
// medium template, which squeezed the title column to nothing).
const NARROW_TEMPLATE = { gridTemplateColumns: "48px minmax(0, 1fr) auto" };

export const gridColumns = styleVariants({
  v2: [
    gridRow,
    {
      // The category is the line under the title at every width: as a column of its own it took
      // the title's room on a wide screen and cut titles even at 1,440 px (issue 20, item 8).
      gridTemplateColumns: "64px minmax(0, 1fr) 124px 124px 100px 100px",
      "@container": {
        [WIDE]: { gridTemplateColumns: "56px minmax(0, 1fr) 124px 124px 100px" },
        [NARROW]: NARROW_TEMPLATE,
      },
    },
  ],
  // Head office's queue: the store has a column of its own (whole where there is room); on a phone
  // it is a line under the title.
  queue: [
    gridRow,
    {
      gridTemplateColumns: "64px minmax(0, 1fr) minmax(0, 240px) 124px 124px 100px",
      "@container": {
        [WIDE]: { gridTemplateColumns: "56px minmax(0, 1fr) minmax(0, 200px) 124px 124px" },
        [NARROW]: NARROW_TEMPLATE,
      },
    },
  ],
  old: [
    gridRow,
    {
      gridTemplateColumns: "64px minmax(0, 3fr) 136px 104px 100px 100px 100px",
      "@container": {
        [WIDE]: { gridTemplateColumns: "56px minmax(0, 1fr) 136px 104px 100px 100px" },
        [NARROW]: NARROW_TEMPLATE,
      },
    },
  ],
});

/** Columns that give way when the list is of medium width, and those shown only then. */
export const hideBelowWide = style({ "@container": { [WIDE]: { display: "none" } } });
/** Columns that give way when the list is narrow (a phone), and what shows in their place. */
export const hideBelowNarrow = style({ "@container": { [NARROW]: { display: "none" } } });
export const onlyBelowNarrow = style({ display: "none", "@container": { [NARROW]: { display: "block" } } });

export const columnHeader = style({
  minHeight: "44px",
  background: vars.colour.surfaceMuted,
  borderBottom: `1px solid ${vars.colour.border}`,
  fontSize: "13px",
  fontWeight: 700,
  color: vars.colour.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  whiteSpace: "nowrap",
});

globalStyle(`${columnHeader} > span`, { overflow: "hidden", textOverflow: "ellipsis" });

/** Columns that give way on narrow screens (the row keeps number, title and status). */

export const scroller = style({
  height: "clamp(320px, calc(100vh - 340px), 960px)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  position: "relative",
  contain: "strict",
});

export const rowList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  position: "relative",
  width: "100%",
});

export const rowItem = style({ position: "absolute", top: 0, left: 0, width: "100%" });

export const rowLink = style({
  height: `${TICKET_ROW_HEIGHT}px`,
  color: vars.colour.text,
  textDecoration: "none",
  borderBottom: `1px solid ${vars.colour.border}`,
  selectors: {
    "&:hover": { background: vars.brand.soft },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "-3px" },
  },
});

export const rowId = style({
  fontVariantNumeric: "tabular-nums",
  color: vars.colour.textMuted,
  fontSize: "14px",
});

export const rowTitleCell = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });

export const rowTitle = style({
  fontWeight: 600,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** The queue's store: up to two lines, so a long store name is read whole where there is room. */
export const rowStore = style({
  fontSize: "14px",
  lineHeight: 1.3,
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflowWrap: "anywhere",
});

export const rowSub = style({
  fontSize: "13px",
  color: vars.colour.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const rowCell = style({
  fontSize: "14px",
  color: vars.colour.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
});

export const listFooter = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "48px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.colour.border}`,
  fontSize: "14px",
  color: vars.colour.textMuted,
});

// ---- Detail and thread ------------------------------------------------------------------------

export const detailGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(260px, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(max-width: 980px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const facts = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  margin: 0,
  fontSize: "14px",
});

export const factName = style({
  color: vars.colour.textMuted,
  fontWeight: 600,
  fontSize: "13px",
  selectors: { "&:not(:first-child)": { marginTop: vars.space.sm } },
});

export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const thread = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const message = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.colour.surface,
});

export const messageHead = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
  marginBottom: vars.space.xs,
  fontSize: "14px",
});

export const messageAuthor = style({ fontWeight: 700 });

export const messageTime = style({ color: vars.colour.textMuted, fontVariantNumeric: "tabular-nums" });

export const messageBody = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.5 });

export const fileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const fileLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.brand.stronger,
  fontWeight: 600,
  overflowWrap: "anywhere",
});

/** "Resolve this ticket?" under the title, with its optional resolution text. */
export const resolvePanel = style({ display: "grid", gap: vars.space.md, marginBottom: vars.space.md });

/** The link to the ticket just saved, under the save's message. */
export const savedTicket = style({ margin: `0 0 ${vars.space.md}` });

export const textarea = style({ minHeight: "120px", resize: "vertical", lineHeight: 1.5 });

export const counter = style({ fontSize: "13px", color: vars.colour.textMuted, textAlign: "right" });

// ---- The new-ticket form ----------------------------------------------------------------------

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { "(max-width: 720px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const fullWidth = style({ gridColumn: "1 / -1" });

export const radioRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const radioChoice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  fontWeight: 600,
  selectors: {
    "&:has(input:checked)": { borderColor: vars.brand.strong, background: vars.brand.soft },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const dropzone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px dashed ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surfaceMuted,
  textAlign: "center",
  transition: "border-color 120ms ease, background-color 120ms ease",
  selectors: {
    "&[data-over='true']": { borderColor: vars.brand.strong, background: vars.brand.soft },
    "&[aria-disabled='true']": { opacity: 0.6 },
  },
});

export const pickButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.brand.stronger,
  fontWeight: 700,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  selectors: {
    "&:disabled": { cursor: "not-allowed" },
    "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});

export const attachmentRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});

/** The question under a ticket file before it is removed: across the whole row. */
export const confirmRow = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const attachmentName = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const attachmentMeta = style({ fontSize: "13px", color: vars.colour.textMuted });

export const progress = style({
  gridColumn: "1 / -1",
  width: "100%",
  height: "8px",
  appearance: "none",
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
  background: vars.colour.surfaceMuted,
  accentColor: vars.brand.strong,
  selectors: {
    "&::-webkit-progress-bar": { background: vars.colour.surfaceMuted },
    "&::-webkit-progress-value": { background: vars.brand.strong },
    "&::-moz-progress-bar": { background: vars.brand.strong },
  },
});

export const refused = style({
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontSize: "14px",
  color: vars.colour.danger,
});

export const fieldsetReset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const legend = style({ fontWeight: 600, fontSize: "14px", padding: 0, marginBottom: "6px" });

// ---- The save's steps (issue 33, item 1) ---------------------------------------------------------

export const saveSteps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "4px",
  fontSize: "14px",
});

export const saveStep = style({ color: vars.colour.textMuted });
export const saveStepDone = style({ color: vars.colour.success });
export const saveStepCurrent = style({ color: vars.colour.text, fontWeight: 600 });

/** The confirmation on a ticket's screen right after it was saved. */
export const savedNotice = style({ display: "grid", gap: vars.space.sm, marginBottom: vars.space.md });
