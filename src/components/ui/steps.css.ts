import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const segment = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  selectors: {
    [`${item}[data-state="done"] &, ${item}[data-state="current"] &`]: { background: vars.color.accent },
  },
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  selectors: {
    [`${item}[data-state="current"] &`]: { color: vars.color.text },
  },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  flexShrink: 0,
  fontSize: '11px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${item}[data-state="done"] &, ${item}[data-state="current"] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});
