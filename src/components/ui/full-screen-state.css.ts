import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The screen and its card have fixed class names: index.html's static loading screen uses them before
 * any script has run, and the app's screens render the same classes (src/main.tsx inlines this CSS).
 */
export const screen = 'bk-screen';
globalStyle(`.${screen}`, {
  // Fills what the root leaves (it is a screen tall), so a bar above it does not make the page taller.
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `calc(${vars.space.xl} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.xl}`,
});

export const card = 'bk-screen-card';
globalStyle(`.${card}`, {
  width: '100%',
  maxWidth: '440px',
  minWidth: 0,
  // Tenant text (its name, its maintenance message) may be one long word: it wraps, never widens the page.
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
});

export const icon = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: '30px',
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.25 });
export const body = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
