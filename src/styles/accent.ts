/**
 * The tenant's accent, made readable in each theme. The accent is drawn as text and icons on the
 * theme's surfaces (links, ghost buttons, the chat's icons) and as the background of primary buttons,
 * under `accentText`. A dark teal that reads well on white is too dark on the dark theme's surface, and
 * a yellow the other way round: each theme gets the tenant's colour, lightened or darkened only as far
 * as WCAG's 4.5:1 for text needs, and the text on it in white or near-black, whichever reads better.
 *
 * The colour maths is the few formulas below (hex, HSL lightness, WCAG's relative luminance) rather
 * than a colour library: every start runs it, and the library was 2 KB of the start's JS (brotli)
 * for these four operations. The settings schema lets only `#rrggbb` through.
 */
/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

/** The surfaces an accent sits on in each theme (theme.css.ts's `surface`, the lighter of bg and surface). */
export const SURFACES = { light: '#ffffff', dark: '#172033' } as const;
export type ThemeName = keyof typeof SURFACES;

const DARK_TEXT = '#0b1220';

export interface AccentPair {
  /** The accent as drawn on the theme's surfaces. */
  accent: string;
  /** Text on the accent. */
  accentText: string;
}

/**
 * The accent for `theme`: the tenant's own where it reads, else made lighter (dark theme) or darker
 * (light theme) in small steps of HSL lightness until it does, which keeps its hue and saturation.
 */
export function readableAccent(color: string, theme: ThemeName): AccentPair {
  const surface = SURFACES[theme];
  const [hue, saturation, lightness] = hslOf(rgbOf(color));
  let accent = color.toLowerCase();
  for (let step = 1; step <= 25 && contrastOf(accent, surface) < MIN_CONTRAST; step++) {
    const change = theme === 'dark' ? step * 0.04 : -step * 0.04;
    accent = hexOf(rgbOfHsl(hue, saturation, Math.min(1, Math.max(0, lightness + change))));
  }
  const white = contrastOf(accent, '#ffffff');
  const dark = contrastOf(accent, DARK_TEXT);
  return { accent, accentText: white >= dark ? '#ffffff' : DARK_TEXT };
}

/** The contrast of two `#rrggbb` colours, as WCAG 2 defines it (1 to 21). */
export function contrastOf(a: string, b: string): number {
  const [lighter, darker] = [luminanceOf(rgbOf(a)), luminanceOf(rgbOf(b))].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
};

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance of an sRGB colour. */
function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Hue in degrees, saturation and lightness from 0 to 1. */
function hslOf(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map((c) => c / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [sector * 60, saturation, lightness];
}

function rgbOfHsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}
