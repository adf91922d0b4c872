import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const slow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
