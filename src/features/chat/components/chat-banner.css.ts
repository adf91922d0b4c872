import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const banner = style({ marginBottom: vars.space.lg });
globalStyle(`${banner} > a`, {
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
});
globalStyle(`${banner} > a:hover > *`, { borderColor: vars.color.accent });
