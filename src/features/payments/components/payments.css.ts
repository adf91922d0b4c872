import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '520px',
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const detailLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});
export const detailValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const detailNote = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.warning,
});

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  pending: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  approved: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  declined: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  rejected: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  cancelled: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

export const qr = style({
  alignSelf: 'flex-start',
  padding: vars.space.md,
  background: '#ffffff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});
export const walletLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const itemTitle = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const itemMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const itemSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
export const amount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
export const big = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
