import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Fixed class names: index.html's static loading screen draws this bar before any script has run. */
export const track = 'bk-progress';
export const fill = 'bk-progress-fill';

globalStyle(`.${track}`, {
  width: '100%',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

globalStyle(`.${fill}`, {
  height: '100%',
  width: '100%',
  background: vars.color.accent,
  transformOrigin: 'left center',
});
