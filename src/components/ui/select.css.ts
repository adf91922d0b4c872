import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { input } from './text-field.css';

export const wrap = style({ position: 'relative' });

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingRight: '40px',
    cursor: 'pointer',
    userSelect: 'none',
    textAlign: 'left',
    selectors: {
      '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-expanded="true"]': { borderColor: vars.color.focus },
    },
  },
]);

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});
export const placeholder = style({ color: vars.color.textMuted });
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const icon = style({ fontSize: vars.fontSize.lg, lineHeight: 1, flexShrink: 0 });

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  width: '10px',
  height: '10px',
  marginTop: '-7px',
  borderRight: `2px solid ${vars.color.textMuted}`,
  borderBottom: `2px solid ${vars.color.textMuted}`,
  transform: 'rotate(45deg)',
  pointerEvents: 'none',
});

/** The open list: a search field over the options, below the combobox. */
export const popup = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const search = style([input, { minHeight: '44px', flexShrink: 0 }]);

export const listbox = style({
  maxHeight: '240px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overscrollBehavior: 'contain',
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.primary,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': { background: vars.color.accentSoft },
    '&[aria-selected="true"]': { fontWeight: 700 },
  },
  '@media': {
    // Forced-colours mode drops backgrounds; an outline keeps the active option visible.
    '(forced-colors: active)': {
      selectors: { '&[data-active]': { outline: '2px solid CanvasText', outlineOffset: '-2px' } },
    },
  },
});
