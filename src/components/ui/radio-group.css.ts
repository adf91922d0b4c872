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
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
