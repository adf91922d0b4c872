import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The conversation fills the height it is given: the list scrolls, the composer stays below it. */
export const conversation = style({
  // The skip link shows at its top left.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} 0`,
  background: vars.color.bg,
});

export const rows = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  boxSizing: 'border-box',
});

export const day = style({
  display: 'flex',
  justifyContent: 'center',
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
});
export const dayPill = style({
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});
/** The day of the messages in view, over the top of the list while their heading is scrolled away. */
export const pinnedDay = style([
  day,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 1,
    pointerEvents: 'none',
  },
]);
export const pinnedPill = style([dayPill, { boxShadow: '0 1px 3px rgb(15 23 42 / 0.15)' }]);

const bubbleBase = style({
  maxWidth: 'min(80%, 560px)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  boxShadow: '0 1px 1px rgb(15 23 42 / 0.06)',
  // The message the desk's search led to.
  selectors: { '[data-found] &': { outline: `3px solid ${vars.color.warning}`, outlineOffset: '2px' } },
});
export const bubble = styleVariants({
  own: [
    bubbleBase,
    {
      marginLeft: 'auto',
      background: vars.color.accent,
      color: vars.color.accentText,
      borderBottomRightRadius: vars.radius.sm,
    },
  ],
  other: [
    bubbleBase,
    {
      marginRight: 'auto',
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
});
/** Not yet on the server: drawn lighter with a dashed edge, at full text contrast. */
export const pendingBubble = style({
  background: vars.color.accentSoft,
  color: vars.color.text,
  border: `1px dashed ${vars.color.accent}`,
});
export const failedBubble = style({
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
});

export const sender = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.textMuted });
export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});
export const meta = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
});
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  justifyContent: 'flex-end',
});

export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const thumbLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  lineHeight: 0,
});
export const thumb = style({
  width: '160px',
  height: '120px',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const fileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.primary,
  maxWidth: '100%',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'rgb(255 255 255 / 0.18)',
  border: '1px solid currentColor',
  color: 'inherit',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

// Takes the conversation's free height, so the composer stays at the bottom of an empty or loading one.
export const status = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const olderState = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toBottom = style({
  position: 'absolute',
  right: vars.space.lg,
  bottom: vars.space.md,
  width: vars.target.primary,
  height: vars.target.primary,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 2px 8px rgb(15 23 42 / 0.18)',
  cursor: 'pointer',
});
export const listArea = style({ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex' });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.target.primary,
  maxHeight: '160px',
  resize: 'none',
  padding: `10px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  lineHeight: 1.4,
  color: vars.color.text,
  background: vars.color.surface,
  fieldSizing: 'content',
} as never);
export const iconButton = style({
  flex: '0 0 auto',
  width: vars.target.primary,
  height: vars.target.primary,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});
export const sendButton = style([
  iconButton,
  { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
]);
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const chipName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '220px',
});
export const chipRemove = style({
  width: vars.target.primary,
  height: vars.target.primary,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const textButton = style([
  iconButton,
  { width: 'auto', padding: `0 ${vars.space.md}`, fontWeight: 600 },
]);

/** "Support is typing…": a quiet line over the composer, no height at all while nobody types. */
export const typing = style({
  margin: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontStyle: 'italic',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The saved replies offered over the composer's box. */
export const picker = style({
  maxHeight: '40vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});
export const pickerList = style({ margin: 0, padding: vars.space.xs, listStyle: 'none' });
export const pickerOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minHeight: vars.target.primary,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});
export const pickerTitle = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const pickerText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const pickerEmpty = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
