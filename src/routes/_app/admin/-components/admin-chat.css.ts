import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const WIDE = '(min-width: 960px)';

/** Phone: the conversation alone (the list is a drawer); desktop: the list beside it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  height: 'calc(100dvh - 230px)',
  minHeight: '320px',
  '@media': {
    [WIDE]: { gridTemplateColumns: '320px minmax(0, 1fr)', height: 'calc(100dvh - 190px)' },
  },
});
/** From 1280 px, the customer's details in a third column (components/customer-details.tsx). */
export const layoutWithDetails = style({
  '@media': { '(min-width: 1280px)': { gridTemplateColumns: '300px minmax(0, 1fr) 260px' } },
});
export const users = style({
  display: 'none',
  minHeight: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [WIDE]: { display: 'flex', flexDirection: 'column' } },
});
export const showUsers = style({ '@media': { [WIDE]: { display: 'none' } } });
export const pane = style({ minHeight: 0, minWidth: 0 });
export const placeholder = style({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** The keyboard's sheet and the saved replies' manager: desk work, offered on a desktop window. */
export const deskOnly = style({
  display: 'none',
  '@media': { '(min-width: 960px)': { display: 'inline-flex' } },
});
export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The desk's actions: after the customer's name, wrapping under it on a narrow pane. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  order: 3,
  flex: '1 1 100%',
  '@media': { '(min-width: 1280px)': { order: 0, flex: '0 1 auto' } },
});
/** A phone keeps one row of actions: assigning and resolving; triage from one to the next is a desk's. */
export const resolveAndNext = style({
  display: 'none',
  '@media': { '(min-width: 600px)': { display: 'inline-flex' } },
});
export const note = style({ fontWeight: 400, color: vars.color.textMuted });
export const connection = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});
