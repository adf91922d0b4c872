import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });
/** A line of help, as the other Settings cards write theirs. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ margin: 0 });
export const kinds = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const name = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });
export const badge = style({ color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
