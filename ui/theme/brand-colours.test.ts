import { describe, expect, it } from "vitest";
import { brandPalette, contrastRatio, parseHex } from "./brand-colours";

const WHITE = { r: 255, g: 255, b: 255 };

describe("brand palette", () => {
  it("darkens the default green until white text passes WCAG AA", () => {
    const defaultGreen = parseHex("#43B000");
    expect(defaultGreen && contrastRatio(defaultGreen, WHITE)).toBeLessThan(4.5);
    const palette = brandPalette("#43B000", "#75b92a");
    const strong = parseHex(palette.strong);
    expect(strong && contrastRatio(strong, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(palette.primary).toBe("#43b000");
  });

  it("keeps a colour that already passes", () => {
    expect(brandPalette("#1a4d00", undefined).strong).toBe("#1a4d00");
  });

  it("falls back to the spec's defaults for unreadable values", () => {
    expect(brandPalette("green", "")).toMatchObject({ primary: "#43b000", secondary: "#75b92a" });
  });

  it("gives an AA shade for any stored colour", () => {
    for (const colour of ["#ffff00", "#00ffff", "#ff0000", "#ffffff", "#123456", "#abc"]) {
      const strong = parseHex(brandPalette(colour, undefined).strong);
      expect(strong && contrastRatio(strong, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
