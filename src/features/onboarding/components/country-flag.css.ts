import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const flag = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '20px',
  height: '15px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: '2px',
  // Mostly white flags (Japan, Finland) keep an edge on a white list.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
