import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The account's row: the header's last, the whole width at every size. A live account's is quiet; a
 * demo account's is in the warning colours with a thick rule, on every screen.
 */
const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
});
export const barOf = styleVariants({
  live: [
    bar,
    { background: vars.color.bg, color: vars.color.textMuted, borderTop: `1px solid ${vars.color.border}` },
  ],
  demo: [
    bar,
    {
      background: vars.color.warningSoft,
      color: vars.color.warning,
      borderTop: `3px solid ${vars.color.warning}`,
      fontWeight: 700,
    },
  ],
});
export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.target.primary,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});
// The chevron keeps its size however long the words beside it are.
globalStyle(`${current} svg`, { flexShrink: 0 });
export const name = style({ whiteSpace: 'nowrap' });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const practice = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 400,
  selectors: { '&::before': { content: '"· "' } },
  // The narrowest phones have room for the account's name and number only; the colours and the
  // word 'Demo' still say it, and its accessible name keeps 'Practice money'.
  '@media': { '(max-width: 379px)': { display: 'none' } },
});
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: vars.space.lg,
  zIndex: 20,
  minWidth: '240px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 400,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.bg },
    '&[aria-current]': { background: vars.color.accentSoft, fontWeight: 700 },
  },
});
export const currency = style({ marginLeft: 'auto', color: vars.color.textMuted });
export const manage = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.accent,
  fontWeight: 600,
});
