import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** First among the header's actions, the buttons after it. */
export const assignee = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginInlineEnd: 'auto',
});
export const assign = style({ marginInlineEnd: 'auto' });
