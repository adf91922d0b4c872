import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const base = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

/** Live is calm; demo is the warning colour, so practice money is never mistaken for real money. */
export const badge = styleVariants({
  live: [base, { background: vars.color.successSoft, color: vars.color.success }],
  demo: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
});
