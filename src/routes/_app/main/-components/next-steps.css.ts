import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
  height: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const stepTitle = style({ display: 'block', fontWeight: 600 });
export const stepText = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const chevron = style({ color: vars.color.textMuted });
