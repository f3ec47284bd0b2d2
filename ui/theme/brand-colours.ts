/**
 * Brand colours come from the server (stored colours, default #43B000 / #75b92a). White on the
 * default green is about 2.9:1 and fails WCAG AA, so every surface that puts white text on the brand
 * colour uses a darker shade derived here from whatever colour is stored.
 */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export interface BrandPalette {
  readonly primary: string;
  readonly strong: string;
  readonly stronger: string;
  readonly soft: string;
  readonly secondary: string;
}

export const DEFAULT_PRIMARY = "#43B000";
export const DEFAULT_SECONDARY = "#75b92a";

/** AA for normal text; we aim a little higher so rounding never lands under it. */
const TARGET_CONTRAST = 4.6;

export function parseHex(value: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  const hex = match?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** The lightest shade of the colour (mixed toward black) that white text reads on at AA. */
export function shadeForWhiteText(colour: Rgb): Rgb {
  for (let step = 0; step <= 100; step += 2) {
    const shade = roundRgb(mix(colour, BLACK, step / 100));
    if (contrastRatio(shade, WHITE) >= TARGET_CONTRAST) return shade;
  }
  return BLACK;
}

function roundRgb({ r, g, b }: Rgb): Rgb {
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b) };
}

/** The full palette for a stored pair of colours; unreadable values fall back to the spec's defaults. */
export function brandPalette(primary: string | undefined, secondary: string | undefined): BrandPalette {
  const base = parseHex(primary ?? "") ?? (parseHex(DEFAULT_PRIMARY) as Rgb);
  const second = parseHex(secondary ?? "") ?? (parseHex(DEFAULT_SECONDARY) as Rgb);
  const strong = shadeForWhiteText(base);
  return {
    primary: toHex(base),
    strong: toHex(strong),
    stronger: toHex(roundRgb(mix(strong, BLACK, 0.2))),
    soft: toHex(roundRgb(mix(base, WHITE, 0.9))),
    secondary: toHex(second),
  };
}
