import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const name = style({ fontSize: '36px', fontWeight: 800, lineHeight: 1.15, margin: 0 });
export const tagline = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.lg,
  opacity: 0.95,
});
export const points = style({
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
  fontWeight: 600,
});
export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // A dot in the middle of the first line (of 1.5 em), also when the point wraps.
  '::before': {
    content: '""',
    flexShrink: 0,
    marginTop: 'calc(0.75em - 4px)',
    width: '8px',
    height: '8px',
    borderRadius: '50%',
    background: 'currentColor',
    opacity: 0.8,
  },
});
