import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const brand = style({
  margin: 0,
  maxWidth: '100%',
  // The tenant's name, however long and unbroken, wraps inside the screen.
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xxl,
  // The line is there before the name is known, so nothing moves when it arrives.
  lineHeight: 1.25,
  minHeight: '1.25em',
  fontWeight: 800,
  color: vars.color.accent,
});
export const status = style({ margin: 0, color: vars.color.textMuted });
export const bar = style({ width: '100%', maxWidth: '280px' });
