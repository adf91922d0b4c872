import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const slow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/**
 * The live region, always there so its sentence is announced: while empty it stays in the
 * accessibility tree but out of the page's flow, or a page's gap would count it as a row.
 */
export const region = style({
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});
