import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const intro = style({ margin: 0, color: vars.color.textMuted });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 720px)': { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'center' } },
});
export const label = style({ fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const inline = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
