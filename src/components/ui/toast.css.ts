import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Toasts stack top-right (spec.md section 9); on a phone they span the width under the status bar. */
export const region = style({
  position: 'fixed',
  top: `calc(${vars.space.md} + env(safe-area-inset-top))`,
  right: vars.space.md,
  left: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { '(min-width: 640px)': { left: 'auto', width: '380px' } },
});

export const item = style({
  pointerEvents: 'auto',
  width: '100%',
  boxShadow: vars.shadow.overlay,
  borderRadius: vars.radius.md,
  animation: `${enter} 160ms ease-out`,
});
