import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * One theme contract for the whole app. Variable names are fixed (`--bk-…`) so the tenant's accent
 * colour from the settings can be applied at run time without a rebuild.
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

export const accentVarName = '--bk-color-accent';

createGlobalTheme(':root', vars, {
  color: {
    accent: '#0f766e',
    accentText: '#ffffff',
    accentSoft: 'color-mix(in srgb, var(--bk-color-accent) 12%, white)',
    bg: '#f4f6f9',
    surface: '#ffffff',
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
