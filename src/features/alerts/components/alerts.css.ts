import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
/** The direction and the side side by side where there is room, one over the other on a phone. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
