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
