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
      true: {
        alignItems: 'center',
        gap: vars.space.sm,
        minHeight: vars.target.primary,
        padding: `0 ${vars.space.md}`,
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'default', compact: false },
});

/** A compact alert's one line; shown whole (wrapped) once expanded. */
export const compactLine = recipe({
  base: { flex: 1, minWidth: 0, margin: 0, padding: `${vars.space.xs} 0`, lineHeight: 1.4 },
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
/** Shows a compact alert whole, or back on one line. */
export const expand = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  lineHeight: 1,
  minWidth: vars.target.primary,
  minHeight: vars.target.primary,
  margin: `-${vars.space.xs} -${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});
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
