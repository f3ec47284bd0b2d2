import { globalStyle, style } from "@vanilla-extract/css";
import { label as fieldLabel } from "../../components/field.css";
import { vars } from "../../theme/theme.css";

// One column that may shrink below its content (a wide table scrolls inside its own region).
export const stack = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "15px",
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});

// Wide tables scroll sideways on a phone instead of breaking words letter by letter. A shadow at an
// edge says more of the table lies that way (issue 33: the answers looked cut off with no cue). The
// "local" covers travel with the content and hide the "scroll" shadows once an edge is reached.
const coverOf = (side: "right" | "left") =>
  `linear-gradient(to ${side}, ${vars.colour.surface} 40%, transparent) ${side === "right" ? "left" : "right"} / 32px 100% no-repeat local`;
const shadowAt = (side: "left" | "right") =>
  `radial-gradient(farthest-side at ${side === "left" ? "0" : "100%"} 50%, rgba(0, 0, 0, 0.22), transparent) ${side} / 14px 100% no-repeat scroll`;
export const scroller = style({
  overflowX: "auto",
  background: [coverOf("right"), coverOf("left"), shadowAt("left"), shadowAt("right")].join(", "),
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" } },
});
globalStyle(`${scroller} table`, { minWidth: "560px" });
globalStyle(`${scroller} td, ${scroller} th`, { overflowWrap: "normal", wordBreak: "normal" });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: "13px",
  fontWeight: 600,
  background: vars.colour.surfaceMuted,
  color: vars.colour.text,
});
export const badgeFailed = style([badge, { background: vars.colour.dangerSoft, color: vars.colour.danger }]);
export const badgeDone = style([badge, { background: vars.colour.successSoft, color: vars.colour.success }]);

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.colour.textMuted, fontSize: "14px" });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700 });

export const bigScore = style({ fontSize: "28px", fontWeight: 800, color: vars.brand.stronger });

export const chart = style({ width: "100%", maxWidth: "640px", height: "auto", display: "block" });

export const question = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

// The form's fields stay inside the question's box on a narrow phone.
globalStyle(`${question} input:not([type="radio"]):not([type="checkbox"]), ${question} select`, {
  width: "100%",
  maxWidth: "100%",
  minWidth: 0,
  boxSizing: "border-box",
});

export const legend = style({ fontWeight: 700, fontSize: "16px", padding: 0, marginBottom: vars.space.sm });

export const choices = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { background: vars.brand.soft, borderColor: vars.brand.strong, fontWeight: 700 },
  },
});

export const thumbs = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const thumb = style({
  width: "96px",
  height: "96px",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
});

export const error = style({ color: vars.colour.danger, fontWeight: 600, margin: 0 });
export const muted = style({ color: vars.colour.textMuted, margin: 0 });

// The photo field's label above its picker (ui/components/file-picker.tsx).
export const photoLabel = style([fieldLabel, { display: "block", marginBottom: vars.space.xs }]);
