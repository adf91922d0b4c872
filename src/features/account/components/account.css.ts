import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // A card never wider than the list: one column on the narrowest phones.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
});
export const card = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
  },
});
export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const cardTitle = style({
  margin: 0,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
/** A strategy fills its card, its action at the foot: side by side, the cards' buttons line up. */
export const strategy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: 1 });
export const atFoot = style({ marginTop: 'auto' });
const badgeBase = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
/** The demo account's reset, and its confirmation, at the card's foot. */
export const reset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
});
export const confirmText = style({ margin: 0 });
export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const figures = style({
  display: 'grid',
  // Three across where they fit, fewer (whole figures, never cut) where they do not.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(6.5rem, 100%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
/** Each figure's value sits under its label, not indented like a definition list's default. */
globalStyle(`${figures} dd`, { fontWeight: 700 });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const activeNote = style({ margin: 0, fontWeight: 600, color: vars.color.accent });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '520px',
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const big = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const moves = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const move = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** What moved, its date under it: side by side, a phone broke the date in two. */
export const moveWhat = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const moveKind = style({ fontWeight: 600 });
export const moveAmount = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const risk = styleVariants({
  low: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  medium: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  high: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
export const status = styleVariants({
  pending_review: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  approved: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  rejected: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
