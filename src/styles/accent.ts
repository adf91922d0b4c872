/**
 * The tenant's accent, made readable in each theme. The accent is drawn as text and icons on the
 * theme's surfaces (links, ghost buttons, the chat's icons) and as the background of primary buttons,
 * under `accentText`. A dark teal that reads well on white is too dark on the dark theme's surface, and
 * a yellow the other way round: each theme gets the tenant's colour, lightened or darkened only as far
 * as WCAG's 4.5:1 for text needs, and the text on it in white or near-black, whichever reads better.
 */
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

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
  let accent = colord(color);
  for (let step = 1; step <= 25 && accent.contrast(surface) < MIN_CONTRAST; step++)
    accent = theme === 'dark' ? colord(color).lighten(step * 0.04) : colord(color).darken(step * 0.04);
  const hex = accent.toHex();
  const white = accent.contrast('#ffffff');
  const dark = accent.contrast(DARK_TEXT);
  return { accent: hex, accentText: white >= dark ? '#ffffff' : DARK_TEXT };
}

/** The contrast of two colours, as WCAG defines it (1 to 21). */
export const contrastOf = (a: string, b: string) => colord(a).contrast(b);
