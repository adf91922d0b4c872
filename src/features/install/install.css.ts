import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const banner = style({ marginBottom: vars.space.md });

/** The offer's words and its button, side by side where they fit. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
});
