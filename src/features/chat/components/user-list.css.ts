import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
});
export const search = style({
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});
export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  flex: '1 1 0',
  minHeight: vars.target.primary,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  font: 'inherit',
  // Four tabs with their counts share a 300 px list: each on one line.
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent } },
});
export const count = style({ fontWeight: 400, fontVariantNumeric: 'tabular-nums' });
export const options = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const option = style({ marginInlineEnd: 'auto' });
export const tag = style({
  flex: '0 0 auto',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const scroller = style({ position: 'relative', flex: '1 1 auto', minHeight: 0, overflowY: 'auto' });
export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none', width: '100%' });
export const item = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: `2px 0`,
  boxSizing: 'border-box',
});
export const user = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
  },
});
export const avatar = style({
  position: 'relative',
  flex: '0 0 auto',
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const avatarImage = style({
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  objectFit: 'cover',
});
// The presence dot sits on the avatar's corner, ringed in the row's colour so it reads on a photo.
const dotBase = style({
  position: 'absolute',
  right: '-1px',
  bottom: '-1px',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
});
export const dot = styleVariants({
  online: [dotBase, { background: vars.color.success }],
  offline: [dotBase, { background: vars.color.border }],
});
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  flex: '1 1 auto',
});
export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });
const clipped = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const name = style([clipped, { flex: '1 1 auto', fontWeight: 600 }]);
export const time = style({
  flex: '0 0 auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const preview = style([
  clipped,
  {
    flex: '1 1 auto',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    selectors: { [`${user}[data-unread] &`]: { color: vars.color.text, fontWeight: 600 } },
  },
]);
export const badge = style({
  flex: '0 0 auto',
  minWidth: '24px',
  height: '24px',
  padding: '0 6px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

/** The messages found for the search, above the customers, a few rows high at most. */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '35%',
  minHeight: 0,
  overflowY: 'auto',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const resultsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
});
export const resultsNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const resultList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const result = style([
  user,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '2px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    minHeight: vars.target.primary,
  },
]);
