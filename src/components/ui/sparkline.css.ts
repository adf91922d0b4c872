import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const base = style({
  fill: 'none',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});
export const line = styleVariants({
  up: [base, { stroke: vars.color.success }],
  down: [base, { stroke: vars.color.danger }],
  level: [base, { stroke: 'currentColor' }],
});
