import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Wraps into rows on a phone: a tab scrolled out of sight is a way to pay the customer never sees. */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});
export const heading = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.lg });
