import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const name = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm });
export const current = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const frame = style({
  position: 'relative',
  width: '100%',
  height: '260px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { '(min-width: 960px)': { height: '420px' } },
});
/**
 * The chart fills this box and follows its size. `color` is how the canvas gets the tenant's accent:
 * the chart reads the computed colour, since a canvas cannot use CSS variables.
 */
export const plot = style({ position: 'absolute', inset: 0, color: vars.color.accent });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const attribution = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.xs });
/**
 * Over the top of the chart, leaving the line below it to be read (and the chart to be touched beside
 * the note). Stacked above the chart's own layers: lightweight-charts positions its table and canvases,
 * which painted over a notice that only came after them in the page.
 */
export const notice = style({
  position: 'absolute',
  zIndex: 3,
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});
const noticeBase = style({
  margin: 0,
  // The note itself is solid to a touch, so a tap on it does not reach the chart beneath.
  pointerEvents: 'auto',
  boxShadow: vars.shadow.card,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
});
export const noticeText = styleVariants({
  closed: [noticeBase, { background: vars.color.surface, color: vars.color.text }],
  warning: [noticeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
});

/** Buy and Sell beside the price: they open the order ticket on this instrument. */
export const trade = style({ display: 'flex', gap: vars.space.sm, flexBasis: '100%' });
/** Where the two do not fit side by side with their prices (a 320 px phone), a price takes a line of its own. */
const sideButton = style({
  flex: 1,
  minWidth: '88px',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: '0.4em',
});
// `[type]` outweighs the button's own variant colours, whichever stylesheet loads last.
// While trading waits they lose their colour too, not only some opacity: a faded green still reads as Buy.
const waiting = {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  borderColor: vars.color.border,
};
export const buy = style([
  sideButton,
  {
    selectors: {
      '&[type]': { background: vars.color.success, color: vars.color.onStrong },
      '&[type]:disabled': waiting,
    },
  },
]);
export const sell = style([
  sideButton,
  {
    selectors: {
      '&[type]': { background: vars.color.danger, color: vars.color.onStrong },
      '&[type]:disabled': waiting,
    },
  },
]);

/** The price while it is stale, and the note beside it, as the trade rows mark theirs. */
export const staleValue = style({ opacity: 0.6 });
export const staleTag = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  color: vars.color.textMuted,
});

/** The timeframe and chart type: segmented rows of radios that wrap on a narrow screen. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choice = style({
  display: 'inline-flex',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const option = style({ position: 'relative', display: 'inline-flex' });
/** The radio itself covers its segment, invisible: it takes the tap and the focus. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
// 40 px wide, so the six timeframes fit beside each other in a 320 px window; a thumb's 44 px tall.
export const optionText = style({
  minWidth: '40px',
  minHeight: '44px',
  display: 'inline-grid',
  placeItems: 'center',
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  background: vars.color.surface,
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.accent, color: vars.color.onStrong },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.accent}`, outlineOffset: '-4px' },
    [`${radio}:checked:focus-visible + &`]: { outlineColor: vars.color.onStrong },
  },
});

/** The candles in view, in words, under the chart. */
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
/** The position lines, listed under the chart. */
export const lines = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
