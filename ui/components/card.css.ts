import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const card = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  "@media": { "(max-width: 480px)": { padding: vars.space.md } },
});

// Actions that do not fit beside the title go under it: squeezed, a phone's calendar broke its
// month mid-word ("Νοέμβριο|ς 2026").
export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const cardTitle = style({ fontSize: "18px", fontWeight: 700, lineHeight: 1.3 });

export const muted = style({ color: vars.colour.textMuted });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const stackLg = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
