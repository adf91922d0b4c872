import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    variant: {
      default: { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
      destructive: {
        background: vars.color.dangerSoft,
        borderColor: vars.color.danger,
        color: vars.color.danger,
      },
      success: {
        background: vars.color.successSoft,
        borderColor: vars.color.success,
        color: vars.color.success,
      },
      warning: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warning,
        color: vars.color.warning,
      },
    },
    compact: {
      // As tall as its buttons' targets, whose negative margins keep them from adding to it.
      // The text has every pixel a phone can spare: a stop-loss's line says instrument, price and amount.
      true: {
        alignItems: 'center',
        gap: 0,
        minHeight: vars.target.primary,
        padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'default', compact: false },
});

/** A compact alert's one line; shown whole (wrapped) once expanded. */
export const compactLine = recipe({
  base: {
    display: 'block',
    flex: 1,
    minWidth: 0,
    margin: 0,
    padding: `${vars.space.xs} 0`,
    lineHeight: 1.4,
    // A phone's line holds a stop-loss's instrument, price and amount at the smaller size.
    '@media': { '(max-width: 419px)': { fontSize: vars.fontSize.xs } },
  },
  variants: {
    expanded: {
      false: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
      true: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { expanded: false },
});
export const compactBody = style({ color: 'inherit' });

// Centred on the close button's line when one line is shorter than it; longer text sets the height.
export const body = style({ flex: 1, minWidth: 0, alignSelf: 'center' });
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.sm });
/** A compact line's title (after `title`, which it narrows): semibold, a little narrower than bold. */
export const compactTitle = style({ fontWeight: 600, fontSize: 'inherit' });
/** A compact alert's line that fits: it takes the width the close button leaves. */
export const compactStatic = style({ display: 'flex', flex: 1, minWidth: 0 });
/**
 * A compact alert's line that is cut: the line is the button that shows it whole, at least a tap
 * target tall, with the chevron after the text.
 */
export const compactToggle = style([
  compactStatic,
  {
    alignItems: 'center',
    gap: 0,
    minHeight: vars.target.primary,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);
export const description = style({ margin: 0, color: 'inherit', overflowWrap: 'anywhere' });
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xs,
  minWidth: vars.target.primary,
  minHeight: vars.target.primary,
  margin: `-${vars.space.sm} -${vars.space.sm} -${vars.space.sm} 0`,
  borderRadius: vars.radius.sm,
});
