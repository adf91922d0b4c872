import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Sits above the page's own heading, apart from it. */
export const alert = style({ marginBottom: vars.space.lg });
