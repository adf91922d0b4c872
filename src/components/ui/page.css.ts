import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });
/** The title, and the page's own actions beside it where they fit, under it where they do not. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.md}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.25 });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
