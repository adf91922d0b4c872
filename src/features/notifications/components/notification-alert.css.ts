import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Sits above the page's own heading, apart from it. */
export const alert = style({ marginBottom: vars.space.md });

// The broker writes these texts: a long word or link in the title breaks rather than widen a phone's page.
globalStyle(`${alert} p`, { overflowWrap: 'anywhere' });
