import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/**
 * A row with its star before it and, where the list trades, its 'Trade' button after it, both as tall
 * as the row. Rows scrolled out of view skip layout and paint while their prices tick (200 instruments
 * at 10 Hz).
 */
export const item = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 56px',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xs,
});
export const itemWithTrade = style([item, { gridTemplateColumns: 'auto minmax(0, 1fr) auto' }]);
export const star = style({
  alignSelf: 'stretch',
  width: vars.target.primary,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});
export const trade = style({ alignSelf: 'stretch' });

export const row = style({
  width: '100%',
  boxSizing: 'border-box',
  textDecoration: 'none',
  minHeight: vars.target.primary,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&:hover': { borderColor: vars.color.accent },
  },
});

/** Long tenant names are cut, never allowed to push the price off a phone screen. */
const clipped = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const instrument = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const symbol = style([clipped, { fontWeight: 700 }]);
export const name = style([clipped, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);
export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
});
export const price = style({ fontFamily: vars.font.mono, fontWeight: 600 });
export const noPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const changeBase = style({ fontSize: vars.fontSize.sm, fontWeight: 600, whiteSpace: 'nowrap' });
export const change = styleVariants({
  up: [changeBase, { color: vars.color.success }],
  down: [changeBase, { color: vars.color.danger }],
  flat: [changeBase, { color: vars.color.textMuted }],
});

/** A market that is not open: muted when closed (it opens on its own), the warning colour when halted. */
const marketBase = style([clipped, { fontSize: vars.fontSize.xs, fontWeight: 600 }]);
export const market = styleVariants({
  closed: [marketBase, { color: vars.color.textMuted }],
  halted: [marketBase, { color: vars.color.warning }],
});
