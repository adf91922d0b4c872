import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const parts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  // As wide as the payment forms beside it, so the figures end where their fields do.
  maxWidth: '520px',
});
export const part = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});
export const label = style({ color: vars.color.textMuted, minWidth: 0, overflowWrap: 'anywhere' });
export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
