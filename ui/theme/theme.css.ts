import { createGlobalTheme, createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The design tokens as plain CSS custom properties with stable names: the brand colours come from
 * the server at run time and are set on <html> through the CSSOM (see apply-brand-colours.ts),
 * which the Content-Security-Policy allows where a style attribute or inline <style> would not.
 */
export const vars = createGlobalThemeContract(
  {
    brand: {
      primary: "brand-primary",
      // A darker shade of the primary that carries white text at WCAG AA (4.5:1); as text, AA on white only.
      strong: "brand-strong",
      // Darker still: AA on the light greys too, so the colour of links (global.css.ts).
      stronger: "brand-stronger",
      soft: "brand-soft",
      secondary: "brand-secondary",
    },
    colour: {
      page: "colour-page",
      surface: "colour-surface",
      surfaceMuted: "colour-surface-muted",
      text: "colour-text",
      textMuted: "colour-text-muted",
      border: "colour-border",
      borderStrong: "colour-border-strong",
      danger: "colour-danger",
      dangerSoft: "colour-danger-soft",
      warning: "colour-warning",
      warningSoft: "colour-warning-soft",
      success: "colour-success",
      successSoft: "colour-success-soft",
      info: "colour-info",
      infoSoft: "colour-info-soft",
      focus: "colour-focus",
      sidebar: "colour-sidebar",
      sidebarText: "colour-sidebar-text",
      sidebarMuted: "colour-sidebar-muted",
    },
    font: {
      body: "font-body",
      mono: "font-mono",
    },
    space: {
      xs: "space-xs",
      sm: "space-sm",
      md: "space-md",
      lg: "space-lg",
      xl: "space-xl",
      xxl: "space-xxl",
    },
    radius: {
      sm: "radius-sm",
      md: "radius-md",
      lg: "radius-lg",
      pill: "radius-pill",
    },
    shadow: {
      card: "shadow-card",
      raised: "shadow-raised",
    },
    size: {
      header: "size-header",
      sidebar: "size-sidebar",
    },
  },
  (value) => `portal-${value}`,
);

createGlobalTheme(":root", vars, {
  // Defaults are the spec's colours (#43B000 / #75b92a); the strong shades are their AA-safe darkening.
  brand: {
    primary: "#43B000",
    strong: "#338600",
    stronger: "#296b00",
    soft: "#ecf7e6",
    secondary: "#75b92a",
  },
  colour: {
    page: "#f5f7f4",
    surface: "#ffffff",
    surfaceMuted: "#f0f3ee",
    text: "#1c2419",
    textMuted: "#56614f",
    border: "#dde3d9",
    borderStrong: "#8a9583",
    danger: "#b42318",
    dangerSoft: "#fef3f2",
    warning: "#8a5300",
    warningSoft: "#fff7e6",
    success: "#2f7a00",
    successSoft: "#eef8e6",
    info: "#175cd3",
    infoSoft: "#eff6ff",
    focus: "#1d6fe0",
    sidebar: "#1d2a1a",
    sidebarText: "#eef3ec",
    sidebarMuted: "#b6c2b1",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(16, 24, 16, 0.06), 0 1px 3px rgba(16, 24, 16, 0.08)",
    raised: "0 12px 32px rgba(16, 24, 16, 0.16), 0 2px 6px rgba(16, 24, 16, 0.08)",
  },
  size: { header: "64px", sidebar: "272px" },
});
