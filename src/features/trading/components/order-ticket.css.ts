import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Buy and Sell as two halves of one control: the side is the first thing a ticket says. */
export const sides = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
});
const sideBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.primary,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});
export const side = styleVariants({
  buy: [
    sideBase,
    {
      selectors: {
        '&:has(input:checked)': { borderColor: vars.color.success, background: vars.color.successSoft },
      },
    },
  ],
  sell: [
    sideBase,
    {
      selectors: {
        '&:has(input:checked)': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
      },
    },
  ],
});
/** The radio itself is read by screen readers and takes the keys; the label is what shows. */
export const sideInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const figures = style({
  display: 'grid',
  // The labels keep their one line (up to 60% of the width) and a long value (the opening's date and
  // time) wraps instead: sized by the values, the labels broke mid-word on a phone ('Take-/profit').
  gridTemplateColumns: 'fit-content(60%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const figureLabel = style({ margin: 0, color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  textAlign: 'right',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});
export const negative = style({ color: vars.color.danger });
export const up = style({ color: vars.color.success });
/** The account the order goes to: a demo one in the warning colours, as in the header. */
const accountLine = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const account = styleVariants({
  live: [accountLine, { color: vars.color.textMuted }],
  demo: [
    accountLine,
    {
      alignSelf: 'flex-start',
      padding: `2px ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
      background: vars.color.warningSoft,
      color: vars.color.warning,
    },
  ],
});
export const noMoney = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const note = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });
export const heldBack = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The tenant's retail loss figure under the button, as its risk warning states it. */
export const lossShare = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const stops = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { '(min-width: 360px)': { gridTemplateColumns: '1fr 1fr' } },
});
/** The units the typed lots are, above the volume's limits. */
export const volumeUnits = style({ display: 'block', color: vars.color.text, fontWeight: 600 });
