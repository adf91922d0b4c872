import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const drawer = style({
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

export const panel = style({
  boxSizing: 'border-box',
  width: 'min(88vw, 360px)',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `calc(${vars.space.md} + env(safe-area-inset-top)) ${vars.space.md} ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: '4px 0 24px rgb(15 23 42 / 0.2)',
  animation: `${slideIn} 180ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
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
