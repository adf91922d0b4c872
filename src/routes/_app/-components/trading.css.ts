import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Phone first: the chart on top, the market list below; two columns once there is room. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    '(min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
      gridTemplateAreas: '"chart markets" "positions markets"',
      // The long market list spans both rows; the slack goes to the second, not between chart and positions.
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});
export const chart = style({ minWidth: 0, '@media': { '(min-width: 960px)': { gridArea: 'chart' } } });
export const markets = style({ minWidth: 0, '@media': { '(min-width: 960px)': { gridArea: 'markets' } } });
export const positions = style({
  minWidth: 0,
  '@media': { '(min-width: 960px)': { gridArea: 'positions' } },
});
