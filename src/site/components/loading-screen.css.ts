import { globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
// The static copy of this screen in index.html uses the shared screen and bar classes too: their CSS
// must come with this file's into the first paint's stylesheet.
import '@/components/ui/full-screen-state.css';
import '@/components/ui/progress-bar.css';
import { LOADING_STEP_MS } from '../model/loading-progress';

/**
 * Fixed class names: index.html carries a static copy of this screen, painted before any script runs,
 * and the app's LoadingScreen renders the same markup over it (loading-screen.test.tsx checks both agree).
 */
export const brand = 'bk-start-name';
export const status = 'bk-start-status';
export const bar = 'bk-start-bar';
/**
 * The bar climbs by itself, 1 % per step: the static screen's with no script at all, the app's
 * LoadingScreen by the same animation, started where the static one has got to.
 */
export const climbing = 'bk-start-climbing';

globalStyle(`.${brand}`, {
  margin: 0,
  maxWidth: '100%',
  // The tenant's name, however long and unbroken, wraps inside the screen.
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xxl,
  // The line is there before the name is known, so nothing moves when it arrives.
  lineHeight: 1.25,
  minHeight: '1.25em',
  fontWeight: 800,
  color: vars.color.accent,
});
globalStyle(`.${status}`, { margin: 0, color: vars.color.textMuted });
globalStyle(`.${bar}`, { width: '100%', maxWidth: '280px' });

const climb = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });
const BAR_MS = LOADING_STEP_MS * 100;

globalStyle(`.${climbing}`, {
  transform: 'scaleX(0)',
  animation: `${climb} ${BAR_MS}ms steps(100, end) forwards`,
  '@media': {
    // The bar says how far loading is; it is not decoration, so it keeps its pace with reduced motion.
    '(prefers-reduced-motion: reduce)': { animationDuration: `${BAR_MS}ms !important` },
  },
});
