import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const price = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
/** A stale price fades as the other live figures do (summary and trade rows). */
export const sidePrice = styleVariants({ fresh: [price], stale: [price, { opacity: 0.6 }] });
