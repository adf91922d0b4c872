import { style } from '@vanilla-extract/css';

/** Among the banners above the page: a warning or danger before the chat's, any other after it. */
export const alert = style({ order: 1 });
export const urgent = style({ order: -1 });
