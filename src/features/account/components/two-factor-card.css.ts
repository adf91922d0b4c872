import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '520px',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const state = style({ margin: 0, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// The QR code on white in either colour scheme: a dark one is not read by every camera.
export const qr = style({ alignSelf: 'flex-start', background: '#fff', lineHeight: 0 });
export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const secret = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  minWidth: 0,
  letterSpacing: '0.05em',
});
export const codes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5em, 1fr))',
  gap: vars.space.xs,
  fontFamily: vars.font.mono,
});
