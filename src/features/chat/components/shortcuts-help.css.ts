import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const what = style({ margin: 0 });
export const keys = style({ margin: 0, whiteSpace: 'nowrap', color: vars.color.textMuted });
export const key = style({
  display: 'inline-block',
  minWidth: '1.75rem',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
