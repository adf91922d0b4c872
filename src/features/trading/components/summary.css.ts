import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.md });
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { '(min-width: 760px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const tile = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  flexWrap: 'wrap',
});
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.danger });
export const staleValue = style({ opacity: 0.6 });
export const staleTag = style({ color: vars.color.warning, fontSize: vars.fontSize.xs, fontWeight: 600 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
