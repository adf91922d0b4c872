import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
export const lines = style({ margin: 0, paddingLeft: vars.space.lg });
