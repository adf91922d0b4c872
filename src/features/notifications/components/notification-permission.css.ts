import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const inline = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
