import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: "6px" });

export const label = style({ fontWeight: 600, fontSize: "14px", color: vars.colour.text });

export const optional = style({ fontWeight: 400, color: vars.colour.textMuted, marginLeft: vars.space.xs });

export const control = style({
  width: "100%",
  minHeight: "44px",
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  fontSize: "16px",
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&:hover": { borderColor: vars.colour.text },
    "&:focus-visible": {
      outline: "none",
      borderColor: vars.colour.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.colour.focus} 30%, transparent)`,
    },
    "&[aria-invalid='true']": { borderColor: vars.colour.danger },
    "&:disabled": { background: vars.colour.surfaceMuted, cursor: "not-allowed" },
  },
});

export const hint = style({ fontSize: "13px", color: vars.colour.textMuted });

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "13px",
  color: vars.colour.danger,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
});

export const errorItem = style({
  display: "flex",
  gap: "6px",
  alignItems: "flex-start",
  selectors: { "&::before": { content: '"!"', fontWeight: 700 } },
});

export const checkboxRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  cursor: "pointer",
  fontSize: "15px",
});

export const checkbox = style({
  width: "20px",
  height: "20px",
  marginTop: "2px",
  flexShrink: 0,
  accentColor: vars.brand.strong,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style([label, { padding: 0, marginBottom: "6px" }]);

export const inline = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
