import { globalStyle, style } from '@vanilla-extract/css';
import { standaloneLinkRule } from '@/components/ui/link.css';
import { vars } from '@/styles/theme.css';

const wide = 'screen and (min-width: 768px)';
const narrow = 'screen and (max-width: 767.98px)';
/** Room for a panel beside the card. */
const desktop = 'screen and (min-width: 960px)';

export const page = style({ flex: 1, display: 'flex', flexDirection: 'column' });

/* Risk warning: always shown on wide screens; on phones it can be put away and brought back. */
export const risk = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `calc(${vars.space.sm} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.45,
  '@media': { [narrow]: { selectors: { '&[data-dismissed]': { display: 'none' } } } },
});
export const riskText = style({ margin: 0, flex: 1, maxWidth: vars.layout.maxWidth, marginInline: 'auto' });
export const riskDismiss = style({
  flexShrink: 0,
  minWidth: vars.target.primary,
  minHeight: vars.target.primary,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '@media': { [wide]: { display: 'none' } },
});
export const riskShow = style({
  alignSelf: 'stretch',
  minHeight: vars.target.primary,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  paddingTop: 'env(safe-area-inset-top)',
  '@media': { [wide]: { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});
/** One line, cut short with an ellipsis before it can push the header's links off a phone screen. */
export const brand = style({
  display: 'block',
  flex: '0 1 auto',
  minWidth: 0,
  lineHeight: vars.target.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.accent,
  textDecoration: 'none',
});
// An explicit height: a logo SVG with only a viewBox has no size of its own and would collapse.
export const logo = style({
  height: '32px',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  verticalAlign: 'middle',
});
export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
globalStyle(`${headerEnd} a`, {
  ...standaloneLinkRule,
  padding: `0 ${vars.space.sm}`,
  fontWeight: 600,
});
export const language = style({
  minHeight: vars.target.primary,
  minWidth: vars.target.primary,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
});

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [wide]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});
export const card = style({
  width: '100%',
  maxWidth: '480px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [wide]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
      padding: vars.space.xxl,
    },
  },
});

/** The card's gap alone spaces what is in it: a paragraph's own margins would double it. */
globalStyle(`${card} > p`, { margin: 0 });

/**
 * The card with a panel beside it, on a desktop: the panel first, both as tall as the taller one.
 * Narrower, the card alone, as on every other public screen.
 */
export const mainWithAside = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 440px) minmax(0, 480px)',
      gridTemplateAreas: '"aside main"',
      justifyContent: 'center',
      alignContent: 'start',
      gap: vars.space.xl,
      padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});
globalStyle(`${mainWithAside} > ${main}`, {
  '@media': { [desktop]: { gridArea: 'main', padding: 0, alignItems: 'stretch' } },
});
export const aside = style({
  display: 'none',
  gridArea: 'aside',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.accentText,
  // The tenant's name in the panel's big type wraps however long it is.
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { display: 'flex' } },
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.2,
  '@media': { [wide]: { fontSize: vars.fontSize.xxl } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const centered = style({ textAlign: 'center' });

/** Three in a row where they fit; on the narrowest phones the last one moves to a second row. */
export const social = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.sm,
});
export const socialBlock = style({ display: 'grid', gap: vars.space.sm });
export const socialButton = style({ padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm });
export const socialIcon = style({ width: '18px', height: '18px', flexShrink: 0 });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});

export const mobileOnly = style({ '@media': { [wide]: { display: 'none' } } });

/** 'Already have an account? Log in' on phones: the link is a full tap target. */
export const loginPrompt = style({});
globalStyle(`${loginPrompt} a`, standaloneLinkRule);

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const stars = style({ color: '#b7791f', letterSpacing: '2px', fontSize: vars.fontSize.md });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const noticeTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const noticeText = style({ margin: 0 });

/**
 * Each term above its value on a phone (an email beside 'Country of Residence' broke every few
 * letters); side by side from 480 px.
 */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const summaryTerm = style({
  color: vars.color.textMuted,
  // Stacked, each pair apart from the one above it.
  selectors: { '&:not(:first-child)': { marginTop: vars.space.sm } },
  '@media': { 'screen and (min-width: 480px)': { selectors: { '&:not(:first-child)': { marginTop: 0 } } } },
});
export const summaryValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const stageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const stageRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const badge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  selectors: { '&[data-done]': { background: vars.color.successSoft, color: vars.color.success } },
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
