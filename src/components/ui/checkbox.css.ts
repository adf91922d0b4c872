import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  // The whole row is the touch target, at least 44 px tall.
  minHeight: vars.target.primary,
  paddingTop: '2px',
});

export const box = style({
  width: vars.target.min,
  height: vars.target.min,
  margin: 0,
  flexShrink: 0,
  cursor: 'pointer',
});
