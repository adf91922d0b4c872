import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const banner = style({});
globalStyle(`${banner} > a`, {
  display: 'block',
  color: vars.color.accent,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});
globalStyle(`${banner} > a:focus-visible`, {
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
  selectors: { [`${banner} > a:hover &`]: { background: vars.color.surface } },
});
/** One line; the chevron and the icon keep their place however long the text. */
export const text = style({
  flex: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text,
});
