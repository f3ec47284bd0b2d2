import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const shell = style({
  minHeight: "100vh",
  background: vars.colour.page,
  color: vars.colour.text,
  fontFamily: vars.font.body,
});

export const topBar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  flexWrap: "wrap",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const brand = style({ fontWeight: 700, fontSize: "16px", marginRight: "auto" });

export const nav = style({ display: "flex", gap: vars.space.sm });

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.colour.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { background: vars.colour.surfaceMuted },
    '&[aria-current="page"]': { background: vars.brand.soft, color: vars.brand.stronger },
  },
});

export const main = style({
  padding: vars.space.lg,
  maxWidth: "1600px",
  margin: "0 auto",
  "@media": { "(max-width: 560px)": { padding: vars.space.md } },
});

export const card = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const dropZone = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  padding: vars.space.lg,
  border: `2px dashed ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.brand.strong, background: vars.brand.soft } },
});

export const fileLabel = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.brand.strong,
  color: "#fff",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:focus-within": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" } },
});

export const fileInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  opacity: 0,
  overflow: "hidden",
});

export const muted = style({ color: vars.colour.textMuted });

export const problem = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.danger}`,
  background: vars.colour.dangerSoft,
  color: vars.colour.danger,
});

export const outcome = styleVariants({
  passed: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.colour.successSoft,
    color: vars.colour.success,
    border: `1px solid ${vars.colour.success}`,
  },
  diverged: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.colour.dangerSoft,
    color: vars.colour.danger,
    border: `1px solid ${vars.colour.danger}`,
  },
});

export const detail = style({ fontFamily: vars.font.mono, fontSize: "13px", marginTop: vars.space.xs });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const workspace = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { "(max-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const stepsScroll = style({
  maxHeight: "calc(100vh - 220px)",
  minHeight: "240px",
  overflow: "auto",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});

export const table = style({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "collapse",
  fontSize: "13px",
});

export const colStep = style({ width: "3.2em" });
export const colTime = style({ width: "4.6em" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `6px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});

globalStyle(`${table} thead th`, {
  position: "sticky",
  top: 0,
  background: vars.colour.surfaceMuted,
  zIndex: 1,
});

export const runRow = style({ background: vars.colour.surfaceMuted, fontWeight: 700 });

export const stepRow = style({
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.colour.surfaceMuted },
    '&[aria-current="step"]': { background: "#fef3c7", boxShadow: "inset 5px 0 0 #92400e" },
  },
});

export const differsRow = style({
  background: vars.colour.dangerSoft,
  selectors: {
    '&[aria-current="step"]': { background: "#fee4e2", boxShadow: `inset 5px 0 0 ${vars.colour.danger}` },
  },
});

export const stepButton = style({
  font: "inherit",
  fontWeight: 700,
  background: "none",
  border: "none",
  padding: 0,
  color: vars.colour.info,
  cursor: "pointer",
  textDecoration: "underline",
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const mono = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere" });

export const badge = styleVariants({
  ok: { color: vars.brand.stronger, fontWeight: 600 },
  differs: {
    display: "inline-block",
    color: "#fff",
    background: vars.colour.danger,
    borderRadius: vars.radius.pill,
    padding: "0 8px",
    fontWeight: 700,
  },
});

export const stepCard = style([card, { display: "flex", flexDirection: "column", gap: vars.space.sm }]);

export const compare = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${compare} dt`, { color: vars.colour.textMuted, fontWeight: 600 });
globalStyle(`${compare} dd`, { margin: 0, fontFamily: vars.font.mono });

export const legend = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", fontSize: "13px" });

export const swatch = styleVariants({
  current: {
    display: "inline-block",
    width: "14px",
    height: "14px",
    marginRight: "6px",
    verticalAlign: "-2px",
    background: "#fde68a",
    border: "2px solid #92400e",
    borderRadius: "3px",
  },
  expected: {
    display: "inline-block",
    width: "14px",
    height: "14px",
    marginRight: "6px",
    verticalAlign: "-2px",
    background: "#fee4e2",
    border: "2px dashed #b42318",
    borderRadius: "3px",
  },
});

export const diagramFrame = style({
  overflow: "auto",
  maxHeight: "calc(100vh - 200px)",
  minHeight: "240px",
  background: "#fff",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

// Whole diagram in view: scaled down to the frame, never blown up past its drawn size.
export const diagramFit = style({
  display: "block",
  margin: "0 auto",
  width: "auto",
  height: "auto",
  maxWidth: "100%",
  maxHeight: "calc(100vh - 240px)",
});

export const diagramActual = style({ display: "block", maxWidth: "none" });

export const source = style({
  fontFamily: vars.font.mono,
  fontSize: "12px",
  whiteSpace: "pre",
  overflow: "auto",
  maxHeight: "320px",
  background: vars.colour.surfaceMuted,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
});

export const flowsLayout = style({
  display: "grid",
  gridTemplateColumns: "220px minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const machineList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
});

export const machineLink = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.surfaceMuted },
    '&[aria-current="page"]': { background: vars.brand.soft, color: vars.brand.stronger, fontWeight: 700 },
  },
});

export const heading = style({ fontSize: "20px", fontWeight: 700, margin: 0 });

export const outboxList = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const outboxItem = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  overflowWrap: "anywhere",
});

export const outboxMeta = style({ margin: 0, color: vars.colour.textMuted });

export const outboxSubject = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700 });

// Bodies carry line breaks (a code on its own line, a link under the greeting).
export const outboxBody = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: "pre-wrap" });

// The journey / technical tabs of /dev/flows: the selected one reads like the selected machine.
export const viewTab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.colour.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.colour.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.brand.soft, color: vars.brand.stronger, fontWeight: 700 },
  },
});

// "Trace saved": above the page at the bottom, whatever screen the shortcut was pressed on.
export const savedNotice = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 90,
  maxWidth: "560px",
  marginInline: "auto",
  boxShadow: vars.shadow.raised,
  borderRadius: vars.radius.md,
  selectors: { "&:has(> [role='status']:empty)": { boxShadow: "none" } },
});
