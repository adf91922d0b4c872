import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.md });
export const accounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const account = style({
  width: '100%',
  minHeight: '52px',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});
export const accountMeta = style({
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: vars.fontSize.sm,
});
