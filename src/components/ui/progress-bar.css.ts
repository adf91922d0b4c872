import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const track = style({
  width: '100%',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  width: '100%',
  background: vars.color.accent,
  transformOrigin: 'left center',
});
