import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrap = style({ position: 'relative', flexShrink: 0 });
/** A full-size tap target (44 px) around a small pill, so the header stays compact. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.primary,
  minWidth: vars.target.primary,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
const dotBase = style({ width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 });
export const dot = styleVariants({
  live: [dotBase, { background: vars.color.success }],
  polling: [dotBase, { background: vars.color.warning }],
  offline: [dotBase, { background: vars.color.danger }],
});
export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  width: 'min(300px, calc(100vw - 32px))',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 20,
});
export const panelText = style({ margin: 0 });
/** First in the banners above the page: what every figure below depends on. */
export const banner = style({ order: -2 });
