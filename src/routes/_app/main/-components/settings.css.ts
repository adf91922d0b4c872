import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  // A paragraph too (the install state): its own margins would double the card's spacing.
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.target.primary,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
