import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrap = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
  fontSize: vars.fontSize.sm,
});
export const label = style({ color: vars.color.textMuted });
export const select = style({
  minHeight: vars.target.min,
  // A long name shortens with an ellipsis rather than push the row wider than a phone.
  maxWidth: '16rem',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textOverflow: 'ellipsis',
});
