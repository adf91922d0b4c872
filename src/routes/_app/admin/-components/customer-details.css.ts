import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Only where a third column has room beside the list and the conversation. */
export const panel = style({
  display: 'none',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { '(min-width: 1280px)': { display: 'block' } },
});
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.md });
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const state = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
/** A part of the panel below the customer's figures. */
export const section = style({
  marginTop: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
