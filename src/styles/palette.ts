/**
 * The colours of the light and the dark theme, but for the tenant's accent (./accent.ts). Plain values,
 * so a test can check their contrast (palette.test.ts) and theme.css.ts can build the themes from them.
 */
import { SURFACES } from './accent';

export const palettes = {
  light: {
    bg: '#f4f6f9',
    surface: SURFACES.light,
    surfaceMuted: '#eef1f5',
    border: '#d5dbe3',
    text: '#0f172a',
    textMuted: '#526077',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#146c43',
    successSoft: '#e6f4ea',
    warning: '#8a5300',
    warningSoft: '#fff4de',
    info: '#1d4ed8',
    infoSoft: '#e8effd',
    focus: '#2563eb',
    onStrong: '#ffffff',
  },
  dark: {
    bg: '#0d1424',
    surface: SURFACES.dark,
    surfaceMuted: '#1f2a40',
    border: '#33415a',
    text: '#e7ecf3',
    textMuted: '#a3b0c2',
    danger: '#ff8a80',
    dangerSoft: '#3b1d22',
    success: '#5fd49a',
    successSoft: '#15322a',
    warning: '#f5c25b',
    warningSoft: '#3a2e14',
    info: '#93b4ff',
    infoSoft: '#1c2a4a',
    focus: '#8fb0ff',
    onStrong: '#0b1220',
  },
} as const;
