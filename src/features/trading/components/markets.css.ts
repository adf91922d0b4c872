import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The list is a table where it has the room, whatever the window: 44rem on the desktop dashboard, but
 * not in /trading's column beside the chart, which keeps the phone's rows. So a container query, not a
 * media query.
 */
const table = createContainer('markets');
export const WIDE = '44rem';
const wide = `${table} (min-width: ${WIDE})`;
/**
 * Where a table has room for the day's high and low as well (the desktop dashboard at 1280 px); a
 * narrower one (a tablet's /trading, with its Trade buttons) leaves them out rather than cut the name.
 */
const roomy = `${table} (min-width: 57rem)`;
/**
 * Where a row with its 'Trade' button leaves the symbol too little room beside the figures (a 320 px
 * phone's /trading): the symbol takes a line of its own across the row, so it is never cut.
 */
const narrow = `${table} (max-width: 20rem)`;
/**
 * Symbol, name, price, the day's change, (where roomy) its high and low, sparkline: one template for
 * the headings and every row, so they line up. The price cell holds the bid over the ask and the spread.
 */
const COLUMNS = `7rem minmax(0, 1fr) 8rem 6rem 64px`;
const ROOMY_COLUMNS = `7rem minmax(0, 1fr) 8rem 6rem 7rem 7rem 64px`;
/** A row's 'Trade' button (on /trading) as wide in every row, so the headings can keep its place. */
const TRADE_WIDTH = '5.5rem';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  containerName: table,
  containerType: 'inline-size',
});
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
 * The search over the categories on a phone; as a table, the search beside them. On a phone the chips
 * stay on one line and scroll sideways (a radio the arrow keys reach is scrolled into view); where
 * there is room they wrap.
 */
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@container': { [wide]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const search = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  '@container': { [wide]: { flex: '0 0 16rem' } },
});
export const categories = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  // Room for the chips' focus ring, which the sideways scroll would otherwise cut.
  padding: 3,
  border: 0,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@container': { [wide]: { flexWrap: 'wrap', overflowX: 'visible', flex: '1 1 auto' } },
});
export const chip = style({
  position: 'relative',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.md}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
/** The radio itself covers its chip unseen: the whole chip is its target, and its focus is the chip's. */
export const chipControl = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
export const count = style({
  color: vars.color.textMuted,
  fontWeight: 400,
  fontVariantNumeric: 'tabular-nums',
});
export const noMatch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});
export const noMatchText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

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

/**
 * A long list (windowed-rows.tsx) is as tall as all its rows, and each row it renders sits at its own
 * offset from the top (a transform the row sets), as if the rows before it were there. Those rows are
 * near the view already, and measured: each is laid out as it is, not skipped at a guessed height.
 */
export const windowedList = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });
const placedRow = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  contentVisibility: 'visible',
  containIntrinsicSize: 'none',
} as const;
export const placed = style([item, placedRow]);
export const placedWithTrade = style([itemWithTrade, placedRow]);
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
/**
 * A row's 'Trade' button with its 'Alert me' bell: the bell under it in a phone's tall row, so the
 * symbol keeps its room, and beside it as a table, whose rows are one line.
 */
export const actions = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@container': { [wide]: { flexDirection: 'row' } },
});
export const alert = style([
  star,
  {
    width: 'auto',
    minHeight: vars.target.primary,
    '@container': { [wide]: { width: vars.target.primary } },
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);
export const trade = style({
  selectors: { [`${actions} > &`]: { flex: 1 } },
  alignSelf: 'stretch',
  '@container': { [wide]: { width: TRADE_WIDTH } },
});

/**
 * The column headings, shown only as a table, over the rows' cells: past the star's column, and inset
 * by a row's padding and border.
 */
const headingsBase = style({
  display: 'none',
  '@container': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: COLUMNS,
      columnGap: vars.space.md,
      marginInlineStart: `calc(${vars.target.primary} + ${vars.space.xs})`,
      padding: `0 calc(${vars.space.md} + 1px)`,
    },
    [roomy]: { gridTemplateColumns: ROOMY_COLUMNS },
  },
});
export const headings = styleVariants({
  plain: [headingsBase],
  withTrade: [
    headingsBase,
    { '@container': { [wide]: { marginInlineEnd: `calc(${TRADE_WIDTH} + ${vars.space.xs})` } } },
  ],
  withTradeAndAlert: [
    headingsBase,
    {
      '@container': {
        [wide]: {
          marginInlineEnd: `calc(${TRADE_WIDTH} + ${vars.target.primary} + 2 * ${vars.space.xs})`,
        },
      },
    },
  ],
});
const sortBase = style({
  minHeight: vars.target.primary,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-sorted]': { color: vars.color.text },
  },
});
/** Text columns start at the left; figures end at the right, with their arrow before the word. */
export const sort = styleVariants({
  text: [sortBase, { justifyContent: 'flex-start' }],
  figure: [sortBase, { flexDirection: 'row-reverse', justifyContent: 'flex-start' }],
});
/** A column's heading that does not sort (the day's high and low), lined up as the figures are. */
export const plainHeading = style({
  display: 'none',
  '@container': { [roomy]: { display: 'flex' } },
  alignItems: 'center',
  justifyContent: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
/** The arrow keeps its room when the column is not sorted, so the word does not move on a click. */
export const sortArrow = style({
  width: '0.8em',
  fontSize: vars.fontSize.xs,
  selectors: { [`${sortBase}:not([data-sorted]) &`]: { visibility: 'hidden' } },
});

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
  '@container': { [wide]: { gridTemplateColumns: COLUMNS }, [roomy]: { gridTemplateColumns: ROOMY_COLUMNS } },
});

/** Long tenant names are cut, never allowed to push the price off a phone screen. */
const clipped = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/**
 * On a phone a row is the symbol over the name beside the figures' stack, with the market's state
 * under both, across the row's width (the most room it can have: it is never cut). As a table the
 * stacks step aside (display: contents) and each piece takes its column, the name and the state one
 * cell. The instrument's words are placed in the row's grid either way.
 */
export const instrument = style({ display: 'contents' });
export const symbol = style([
  clipped,
  {
    fontWeight: 700,
    gridColumn: 1,
    gridRow: 1,
    '@container': { [narrow]: { selectors: { [`${itemWithTrade} &`]: { gridColumn: '1 / -1' } } } },
  },
]);
/** The name and the market's state: lines of the row on a phone, one cell as a table. */
export const details = style({
  display: 'contents',
  '@container': { [wide]: { display: 'flex', flexDirection: 'column', minWidth: 0 } },
});
// Placed in the row's grid on a phone; as a table they are lines of their cell, where these do nothing.
export const name = style([
  clipped,
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    gridColumn: 1,
    gridRow: 2,
    '@container': { [narrow]: { selectors: { [`${itemWithTrade} &`]: { alignSelf: 'start' } } } },
  },
]);
export const figures = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
  '@container': {
    [wide]: { display: 'contents' },
    [narrow]: { selectors: { [`${itemWithTrade} &`]: { gridRow: '2 / span 2' } } },
  },
});
/** The bid over the ask, each at the instrument's digits, and the spread under them. */
export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontFamily: vars.font.mono,
  fontWeight: 600,
  '@container': { [wide]: { gridColumn: 3, justifySelf: 'end' } },
});
export const ask = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const spread = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const noPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@container': { [wide]: { gridColumn: 3, justifySelf: 'end' } },
});
/**
 * The day's change: on a phone its percentage under the price, in the figures' stack; as a table a
 * cell of its own, the percentage over the amount.
 */
const changeBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '@container': { [wide]: { gridColumn: 4, justifySelf: 'end' } },
});
export const change = styleVariants({
  up: [changeBase, { color: vars.color.success }],
  down: [changeBase, { color: vars.color.danger }],
  flat: [changeBase, { color: vars.color.textMuted }],
});
/** Only as a table: a phone's row keeps the percentage alone. */
export const changeAmount = style({
  display: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  '@container': { [wide]: { display: 'block' } },
});
/** The day's high and low: only in a table with room for them. */
const dayFigure = style({
  display: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  '@container': { [roomy]: { display: 'block', justifySelf: 'end' } },
});
export const dayHigh = style([dayFigure, { '@container': { [roomy]: { gridColumn: 5 } } }]);
export const dayLow = style([dayFigure, { '@container': { [roomy]: { gridColumn: 6 } } }]);

/** Only as a table: a phone's row has no room for it. */
export const sparkline = style({
  display: 'none',
  lineHeight: 0,
  '@container': {
    [wide]: { display: 'block', gridColumn: 5, color: vars.color.textMuted },
    [roomy]: { gridColumn: 7 },
  },
});

/**
 * A market that is not open: muted when closed (it opens on its own), the warning colour when halted.
 * Never cut: the opening time is its point, so it wraps onto a second line where a row is narrow.
 */
const marketBase = style({
  gridColumn: '1 / -1',
  gridRow: 3,
  '@container': { [narrow]: { selectors: { [`${itemWithTrade} &`]: { gridRow: 4 } } } },
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});
export const market = styleVariants({
  closed: [marketBase, { color: vars.color.textMuted }],
  halted: [marketBase, { color: vars.color.warning }],
});
