import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * In the page's flow above the screen it belongs to; it scrolls away rather than cover the header's
 * controls. One line on the narrowest phone: it is the first of the banners that sit above a page.
 */
export const notice = style({
  margin: 0,
  padding: `calc(${vars.space.xs} + env(safe-area-inset-top)) ${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 419px)': { fontSize: vars.fontSize.xs } },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
