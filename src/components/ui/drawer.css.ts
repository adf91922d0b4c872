import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideInEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** Where a sheet stops being a bottom sheet and becomes a side panel. */
const WIDE = '(min-width: 760px)';

const box = style({
  margin: 0,
  padding: 0,
  border: 0,
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  background: 'transparent',
  selectors: { '&::backdrop': { background: 'rgb(15 23 42 / 0.45)' } },
});

export const drawer = styleVariants({
  start: [box],
  // Open, the sheet's box lays its panel at the bottom (a phone) or on the right (wider).
  sheet: [
    box,
    {
      selectors: {
        '&[open]': { display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' },
      },
      '@media': { [WIDE]: { selectors: { '&[open]': { flexDirection: 'row' } } } },
    },
  ],
});

const panelBase = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panel = styleVariants({
  start: [
    panelBase,
    {
      width: 'min(88vw, 360px)',
      height: '100%',
      padding: `calc(${vars.space.md} + env(safe-area-inset-top)) ${vars.space.md} ${vars.space.md}`,
      boxShadow: '4px 0 24px rgb(15 23 42 / 0.2)',
      animation: `${slideIn} 180ms ease-out`,
    },
  ],
  sheet: [
    panelBase,
    {
      width: '100%',
      maxHeight: '92dvh',
      padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      boxShadow: '0 -4px 24px rgb(15 23 42 / 0.2)',
      animation: `${riseIn} 180ms ease-out`,
      '@media': {
        [WIDE]: {
          width: 'min(100vw, 420px)',
          maxHeight: 'none',
          height: '100%',
          marginLeft: 'auto',
          borderRadius: 0,
          padding: `calc(${vars.space.md} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.lg}`,
          boxShadow: '-4px 0 24px rgb(15 23 42 / 0.2)',
          animation: `${slideInEnd} 180ms ease-out`,
        },
      },
    },
  ],
});

export const top = style({ display: 'flex', justifyContent: 'flex-end' });
export const close = style({
  width: vars.target.primary,
  height: vars.target.primary,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  cursor: 'pointer',
});
