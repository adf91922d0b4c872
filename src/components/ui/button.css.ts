import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.target.primary,
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, opacity 120ms',
    selectors: {
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]': {
        opacity: 0.55,
        cursor: 'not-allowed',
      },
      // Busy is not unavailable: the label says what is happening and must stay legible.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSoft } },
      },
      danger: { background: vars.color.danger, color: vars.color.onStrong },
    },
    block: { true: { width: '100%' } },
    // Small is narrower and in smaller type, never shorter: every button is a full tap target.
    size: { md: {}, sm: { padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;

export const spinnerInButton = style({ width: '1em', height: '1em' });
