import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const inputWrap = style({ position: 'relative', display: 'flex' });
export const input = style({
  width: '100%',
  minHeight: '46px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '0',
      borderColor: vars.color.focus,
    },
  },
});
export const multiline = style({ minHeight: '6rem', paddingBlock: vars.space.sm, resize: 'vertical' });
export const withTrailing = style({ paddingRight: '88px' });
export const trailing = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
