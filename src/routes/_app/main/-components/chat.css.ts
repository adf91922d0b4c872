import { style } from '@vanilla-extract/css';

/** Before the page measures it (use-fill-height.ts): about the height below the frame. */
export const area = style({ height: 'calc(100dvh - 230px)', minHeight: '320px' });
