import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { readableAccent, SURFACES } from './accent';
import { palettes } from './palette';

/**
 * One theme contract for the whole app, in a light and a dark theme. Variable names are fixed
 * (`--bk-…`) so the tenant's accent from the settings can be applied at run time without a rebuild.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      accent: null,
      accentText: null,
      accentSoft: null,
      bg: null,
      surface: null,
      surfaceMuted: null,
      border: null,
      text: null,
      textMuted: null,
      danger: null,
      dangerSoft: null,
      success: null,
      successSoft: null,
      warning: null,
      warningSoft: null,
      info: null,
      infoSoft: null,
      focus: null,
      /** Text on a danger or success background (a sell or buy button). */
      onStrong: null,
    },
    space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    shadow: { card: null, overlay: null },
    layout: { maxWidth: null, navHeight: null },
    /** Tap target sizes (WCAG 2.5.8): every control at least `min`; buttons, fields and tabs `primary` tall. */
    target: { min: null, primary: null },
  },
  (_value, path) => `bk-${path.join('-')}`,
);

/** The built-in accent, where the tenant sets none. */
export const DEFAULT_ACCENT = '#0f766e';

/**
 * The tenant's accent, made readable for each theme (./accent.ts), is set at run time in these
 * properties (./tenant-theme.ts); until then, or without one, the default's own.
 */
export const accentProperties = {
  light: { accent: '--bk-accent-light', accentText: '--bk-accent-light-text' },
  dark: { accent: '--bk-accent-dark', accentText: '--bk-accent-dark-text' },
} as const;

const accentOf = (theme: 'light' | 'dark') => {
  const fallback = readableAccent(DEFAULT_ACCENT, theme);
  return {
    accent: `var(${accentProperties[theme].accent}, ${fallback.accent})`,
    accentText: `var(${accentProperties[theme].accentText}, ${fallback.accentText})`,
  };
};

createGlobalTheme(':root', vars, {
  color: {
    ...accentOf('light'),
    accentSoft: `color-mix(in srgb, ${vars.color.accent} 12%, ${SURFACES.light})`,
    ...palettes.light,
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    overlay: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  layout: { maxWidth: '1120px', navHeight: '60px' },
  target: { min: '24px', primary: '44px' },
});

/**
 * The dark theme: the system's choice unless the customer chose one in Settings (`data-theme` on the
 * root, src/styles/color-scheme.ts). Surfaces step up in lightness as they come forward; the state
 * colours are lighter than the light theme's, as they are read on dark surfaces.
 */
const darkColors = assignVars(vars.color, {
  ...accentOf('dark'),
  accentSoft: `color-mix(in srgb, ${vars.color.accent} 20%, ${SURFACES.dark})`,
  ...palettes.dark,
});
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: darkColors, colorScheme: 'dark' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkColors, colorScheme: 'dark' } },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});
// The root is one screen tall; each screen fills what is left of it (flex: 1), next to the offline bar.
globalStyle('#root', { minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
// Headings take focus on arrival only so screen readers announce them; they are not controls.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });
globalStyle('a', { color: vars.color.accent });
// A value under its label, not indented as a quotation.
globalStyle('dd', { margin: 0 });
// The browser's own controls in the tenant's colour.
globalStyle('input[type="checkbox"], input[type="radio"]', { accentColor: vars.color.accent });
globalStyle('button, input, select, textarea', { font: 'inherit' });
/** In the accessibility tree, not on screen. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
globalStyle('.sr-only', visuallyHidden);
// A skip link: hidden like .sr-only until the keyboard reaches it, then shown where its parent (which
// is positioned) begins.
globalStyle('.skip-link:not(:focus)', visuallyHidden);
globalStyle('.skip-link:focus', {
  position: 'absolute',
  zIndex: 100,
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 600,
});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
