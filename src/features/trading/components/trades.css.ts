import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"who pnl" "prices prices"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    // A row a notice's link brought into view (trade-lists.tsx): marked while it has the focus.
    '&[tabindex="-1"]:focus': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
  '@media': {
    '(min-width: 760px)': {
      gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 2fr) minmax(110px, auto)',
      gridTemplateAreas: '"who prices pnl"',
    },
  },
});
/** An open trade's card: the button in it covers the card, so a tap anywhere opens the position. */
export const tappableRow = style([
  row,
  {
    position: 'relative',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:has(button:focus-visible)': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
    },
  },
]);
export const open = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
  },
});
export const instrument = style({ display: 'inline' });
export const symbol = style({ fontWeight: 700 });
export const who = style({
  gridArea: 'who',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  minWidth: 0,
});
export const name = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
const sideBase = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
});
export const side = styleVariants({
  buy: [sideBase, { color: vars.color.success, background: vars.color.successSoft }],
  sell: [sideBase, { color: vars.color.danger, background: vars.color.dangerSoft }],
});
export const volume = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The auto-trader's mark on a trade its strategy opened: a chip of its own, wrapping under the rest. */
export const strategy = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.info,
  background: vars.color.infoSoft,
  overflowWrap: 'anywhere',
});
export const prices = style({
  gridArea: 'prices',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const priceItem = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });
export const priceLabel = style({ color: vars.color.textMuted, margin: 0 });
export const priceValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.mono,
});
/** The P&L and, once a price it uses is stale, what it is valued at, under it. */
export const pnlCell = style({
  gridArea: 'pnl',
  justifySelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'end',
});
export const pnl = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const pnlTone = styleVariants({
  up: { color: vars.color.success },
  down: { color: vars.color.danger },
  flat: { color: vars.color.text },
});
export const stale = style({
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  fontFamily: vars.font.body,
});
export const staleValue = style({ opacity: 0.6 });
export const more = style({ display: 'flex', justifyContent: 'center' });
export const sentinel = style({ height: '1px' });

/** A strategy run's P&L: the figure large, what it is made of beneath it. */
export const runPnl = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
});
export const runPnlLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const runPnlValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const runPnlParts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A pending order's card: who and its prices, then its actions (or the change of its price). */
export const orderRow = style([
  row,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"who" "prices" "actions"',
    '@media': {
      // Its figures beside who it is, its actions under them: wide enough in a narrow column too.
      '(min-width: 760px)': {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
        gridTemplateAreas: '"who prices" "who actions"',
      },
    },
  },
]);
export const orderActions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
/** An order's change form, in the place of its actions: its fields one under another. */
export const orderChange = style({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
/** A figure of a pending order that reads as one: never broken across lines. */
export const whole = style({ whiteSpace: 'nowrap' });
