import { globalStyle, style, styleVariants, type CSSProperties } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const print = (rule: CSSProperties) => ({ '@media': { print: rule } });

/** The statement's root: printed alone (the print rules below hide the app's frame around it). */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

// Printed, the page is the statement: no header, navigation, skip link or anything marked not to print,
// and the page's one column the full width of the paper.
globalStyle(
  `body:has(${root}) :is(header:not(main *), nav, .skip-link, [data-print="no"])`,
  print({ display: 'none' }),
);
// What the page holds beside the statement (banners, the form's card) stays on the screen.
globalStyle(
  `body:has(${root}) :is(main > :not(:has(${root})), main section > :not(header, :has(${root})))`,
  print({ display: 'none' }),
);
globalStyle(`body:has(${root}) :is(main, section)`, print({ gridColumn: '1 / -1', padding: 0, margin: 0 }));
globalStyle(`body:has(${root})`, print({ background: 'white', color: 'black' }));
// The card around the statement is a screen's: paper has its own edges.
globalStyle(`:has(> ${root})`, print({ boxShadow: 'none', border: 0, padding: 0 }));

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  maxWidth: '520px',
});
export const kinds = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `0 ${vars.space.md}`,
});
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  ...print({ background: 'none', border: '1px solid #999', breakInside: 'avoid' }),
});
export const figureLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});
export const figureValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/**
 * A table on a wide window and on paper; on a phone each row is a card of its cells, each cell
 * labelled by its column (the `data-label` the table gives it).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': {
    'screen and (max-width: 639px)': { display: 'block' },
    print: { display: 'table', fontSize: '8pt' },
  },
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': {
    // On paper a word breaks only where it cannot fit whole: a date is not spelt down a column.
    print: { borderBottom: '1px solid #bbb', overflowWrap: 'break-word', padding: '2px 4px' },
  },
});
globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});
globalStyle(`${table} tr`, print({ breakInside: 'avoid' }));
globalStyle(`${table} thead`, print({ display: 'table-header-group' }));
globalStyle(`${table} :is(thead, tbody, tr, td, th)`, {
  '@media': {
    'screen and (max-width: 639px)': { display: 'block' },
    print: { display: 'revert' },
  },
});
// On a phone the column headers are out of sight but still head the columns for a screen reader; each
// cell shows its column's name above it instead (said once: the alt text after the slash is empty).
globalStyle(`${table} thead`, {
  '@media': {
    'screen and (max-width: 639px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': {
    'screen and (max-width: 639px)': {
      content: 'attr(data-label) / ""',
      display: 'block',
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
      fontWeight: 600,
    },
  },
});
globalStyle(`${table} tr`, {
  '@media': {
    'screen and (max-width: 639px)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: `0 ${vars.space.sm}`,
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} td`, { '@media': { 'screen and (max-width: 639px)': { border: 0, padding: 0 } } });

export const number = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // Paper is as wide as it is: a figure's unit or a column's name goes under it rather than past the edge.
  ...print({ whiteSpace: 'normal' }),
});
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });
export const tone = styleVariants({
  up: { color: vars.color.success },
  down: { color: vars.color.danger },
  flat: {},
});
globalStyle(`${tone.up}, ${tone.down}`, print({ color: 'black' }));

export const more = style(print({ display: 'none' }));
/** What only paper shows: the broker's name over the statement. */
export const printOnly = style({ display: 'none', ...print({ display: 'block', margin: 0 }) });
