import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `2px dashed ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    textAlign: 'center',
    transition: 'border-color 120ms, background-color 120ms',
  },
  variants: {
    dragging: { true: { borderColor: vars.color.accent, background: vars.color.accentSoft } },
    invalid: { true: { borderColor: vars.color.danger } },
    chosen: { true: { borderStyle: 'solid' } },
  },
});

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The native input, out of sight but in the tab order: its label is drawn as the button. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

/** A label drawn as a button, showing the focus of the input inside it. */
export const pick = style({
  position: 'relative',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '100%',
  textAlign: 'left',
});

export const thumb = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  flex: 'none',
});

export const fileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  flex: 'none',
});

export const fileName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const fileSize = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
