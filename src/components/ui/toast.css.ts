import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Set by the Toaster: the bottom edge of the page's top bars, which toasts must not cover. */
export const offsetProperty = '--toast-offset';

/**
 * Toasts stack top-right, just below the header so its logo and Logout stay usable; on a phone they
 * span the width.
 */
export const region = style({
  position: 'fixed',
  top: `max(calc(${vars.space.md} + env(safe-area-inset-top)), calc(var(${offsetProperty}, 0px) + ${vars.space.sm}))`,
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

/** A toast's one button ('Update'), under its text. */
export const action = style({ marginTop: vars.space.sm, alignSelf: 'flex-start' });
