import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
});
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.primary,
});
/** As large as the checkboxes: a 13 px dot is hard to hit with a thumb (the label counts too). */
export const control = style({
  width: vars.target.min,
  height: vars.target.min,
  margin: 0,
  flexShrink: 0,
});
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
