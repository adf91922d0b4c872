import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const device = style({
  minWidth: 0,
  flex: '1 1 200px',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const badge = style({
  marginInlineStart: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const failure = style({ color: vars.color.danger, fontWeight: 700 });
