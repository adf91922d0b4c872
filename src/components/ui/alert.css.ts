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
  },
  defaultVariants: { variant: 'default' },
});

// Centred on the close button's line when one line is shorter than it; longer text sets the height.
export const body = style({ flex: 1, minWidth: 0, alignSelf: 'center' });
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.sm });
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
