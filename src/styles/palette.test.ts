import { describe, expect, it } from 'vitest';
import { contrastOf, MIN_CONTRAST, readableAccent, SURFACES, type ThemeName } from './accent';
import { palettes } from './palette';

const themes: ThemeName[] = ['light', 'dark'];

/** Accents a tenant might choose: the default, dark, light, saturated, and the extremes. */
const accents = ['#0f766e', '#1e3a8a', '#facc15', '#22c55e', '#e11d48', '#7c3aed', '#000000', '#ffffff'];

describe.each(themes)('the %s theme', (theme) => {
  const p = palettes[theme];

  it('has text readable on every background it is drawn on', () => {
    for (const background of [p.bg, p.surface, p.surfaceMuted]) {
      expect(contrastOf(p.text, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastOf(p.textMuted, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('has state colours readable as text on the surface and on their own soft backgrounds', () => {
    for (const [strong, soft] of [
      [p.danger, p.dangerSoft],
      [p.success, p.successSoft],
      [p.warning, p.warningSoft],
      [p.info, p.infoSoft],
    ] as const) {
      expect(contrastOf(strong, p.surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastOf(strong, soft)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('has text readable on a buy or sell button', () => {
    expect(contrastOf(p.onStrong, p.danger)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastOf(p.onStrong, p.success)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('shows the focus ring against the background (3:1, as for any non-text mark)', () => {
    expect(contrastOf(p.focus, p.bg)).toBeGreaterThanOrEqual(3);
    expect(contrastOf(p.focus, p.surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(accents)('keeps the tenant accent %s readable as text and under its button text', (color) => {
    const { accent, accentText } = readableAccent(color, theme);
    expect(contrastOf(accent, SURFACES[theme])).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastOf(accent, accentText)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('the tenant accent', () => {
  it('is used as it is wherever it already reads', () => {
    expect(readableAccent('#0f766e', 'light')).toEqual({ accent: '#0f766e', accentText: '#ffffff' });
    expect(readableAccent('#facc15', 'dark').accent).toBe('#facc15');
  });

  it('is moved only as far as it must: lighter on the dark theme, darker on the light one', () => {
    const dark = readableAccent('#0f766e', 'dark').accent;
    expect(contrastOf(dark, SURFACES.dark)).toBeLessThan(MIN_CONTRAST + 1.5);
    const light = readableAccent('#facc15', 'light');
    expect(contrastOf(light.accent, SURFACES.light)).toBeLessThan(MIN_CONTRAST + 1.5);
    expect(light.accentText).toBe('#ffffff');
  });
});

describe('contrastOf', () => {
  it('gives WCAG 2 contrast ratios', () => {
    expect(contrastOf('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastOf('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastOf('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(contrastOf('#767676', '#ffffff')).toBeCloseTo(4.542, 3);
    expect(contrastOf('#0f766e', '#0f766e')).toBe(1);
  });

  it('refuses what is not #rrggbb rather than guessing', () => {
    expect(() => contrastOf('teal', '#ffffff')).toThrow();
    expect(() => contrastOf('#fff', '#ffffff')).toThrow();
  });
});

describe('a moved accent', () => {
  const hueOf = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
      number,
      number,
      number,
    ];
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);
    const sector =
      max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    return sector * 60;
  };

  it.each([
    ['#0f766e', 'dark'],
    ['#facc15', 'light'],
    ['#3225a7', 'dark'],
    ['#22e9ea', 'light'],
  ] as const)('keeps the hue of %s on the %s theme', (color, theme) => {
    const { accent } = readableAccent(color, theme);
    expect(accent).not.toBe(color);
    expect(Math.abs(hueOf(accent) - hueOf(color))).toBeLessThan(3);
  });
});
