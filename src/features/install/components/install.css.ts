import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * Kept at the bottom of the screen, above the phone's tab bar, while the page scrolls under it. It
 * follows the page in the layout, so appearing shifts nothing that is already on screen.
 */
export const banner = style({
  position: 'sticky',
  bottom: `calc(${vars.layout.navHeight} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
  zIndex: 5,
  marginTop: vars.space.md,
  boxShadow: vars.shadow.overlay,
  '@media': {
    // Wide screens have the menu at the side: the offer is a card at the bottom right corner.
    '(min-width: 960px)': { bottom: vars.space.md, marginLeft: 'auto', maxWidth: '420px' },
  },
});

/** The offer's words and its button, side by side where they fit. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
});
