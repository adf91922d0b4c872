import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** Left-aligned under the screen's centred words: lists and forms read from the left. */
export const help = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  textAlign: 'left',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const text = style({ margin: 0, color: vars.color.textMuted });
/** The conversation fills a fixed height: its list scrolls, the composer stays in view. */
export const chat = style({ height: 'min(480px, 70dvh)' });
