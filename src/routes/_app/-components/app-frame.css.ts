import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const shell = style({
  flex: 1,
  display: 'grid',
  // minmax(0, …): a column no wider than the window, whatever the longest word inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  '@media': {
    '(min-width: 960px)': { gridTemplateColumns: '256px minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

/** The frame of a user with one place to go: the header, then the page, at every width. */
export const shellWithoutNav = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
});

/** The header: its row (brand, the user, the connection, Logout), then the chosen account's row. */
export const header = style({
  gridColumn: '1 / -1',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});
export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `calc(${vars.space.sm} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.sm}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The tenant's name gives way (cut short) before Logout moves; the free space is after it, so what
  // follows sits at the right together.
  flex: '0 1 auto',
  minWidth: 0,
  marginRight: 'auto',
  fontWeight: 800,
  color: vars.color.accent,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
});
export const logo = style({ height: '28px', width: 'auto', maxWidth: '100%', objectFit: 'contain' });
/** One line, cut short with an ellipsis; the link's title and accessible name keep the whole name. */
export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * The signed-in user's name, from 480 px: a phone's header has room for the brand, the connection and
 * Logout only, and a logo squeezed next to the name would shrink until it cannot be read.
 */
export const userName = style({
  // Up to 40% of the header, and cut short well before the brand is: a logo keeps its size.
  flex: '0 8 auto',
  minWidth: 0,
  maxWidth: '40%',
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  '@media': { '(max-width: 479px)': { display: 'none' } },
});
export const logout = style({ flexShrink: 0 });

/** Phone: a bottom tab bar; desktop: a sidebar. */
export const nav = style({
  gridRow: 3,
  position: 'sticky',
  bottom: 0,
  // Above the content's own stacking contexts (a market row skipping paint off screen makes one).
  zIndex: 10,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': {
    '(min-width: 960px)': {
      gridRow: 2,
      position: 'static',
      // A grid item stacks by its z-index even unpositioned: the sidebar scrolls under the header.
      zIndex: 'auto',
      borderTop: 0,
      borderRight: `1px solid ${vars.color.border}`,
      padding: vars.space.md,
    },
  },
});

/**
 * The tab bar stays over the page's bottom edge: a field the browser scrolls into view (focused, or
 * named by an error) must stop above it, not under it.
 */
globalStyle(`html:has(${nav})`, {
  '@media': {
    '(max-width: 959px)': { scrollPaddingBottom: `calc(64px + env(safe-area-inset-bottom))` },
  },
});

export const navList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // Equal tabs that never grow past the window: a label that does not fit is cut short instead.
  gridAutoColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    '(min-width: 960px)': { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  },
});

/** Phone: icon over label, a whole tab tall (at least 44 px); desktop: icon beside label. */
export const navLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: '56px',
  minWidth: 0,
  padding: `${vars.space.xs} 2px`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.2,
  borderTop: '3px solid transparent',
  selectors: {
    '&[aria-current]': { color: vars.color.accent, borderTopColor: vars.color.accent },
  },
  '@media': {
    // The narrowest phones (320 px): five tabs of 64 px; a smaller label keeps 'Dashboard' whole.
    '(max-width: 359px)': { fontSize: '11px', fontWeight: 500, padding: `${vars.space.xs} 0` },
    '(min-width: 960px)': {
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: vars.space.sm,
      minHeight: '44px',
      padding: `0 ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
      borderTop: 0,
      borderRadius: vars.radius.md,
      selectors: { '&[aria-current]': { background: vars.color.accentSoft } },
    },
  },
});

/** One line under the icon in the tab bar; in the sidebar a long label wraps instead. */
export const navLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { '(min-width: 960px)': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const content = style({
  gridRow: 2,
  width: '100%',
  minWidth: 0,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { '(min-width: 960px)': { gridColumn: 2, padding: vars.space.xl } },
});

/**
 * The banners above every page. Each states its own place (`order`): stale prices first, then a
 * warning or danger notification, the chat's new messages, then any other notification; an empty
 * stack takes no room.
 */
export const banners = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:not(:empty)': { marginBottom: vars.space.md } },
});

export const contentWithoutNav = style([
  content,
  { maxWidth: 'none', '@media': { '(min-width: 960px)': { gridColumn: 1 } } },
]);

/** On phones only the primary destinations sit in the tab bar; the rest are behind "More". */
export const secondaryItem = style({
  display: 'none',
  '@media': { '(min-width: 960px)': { display: 'list-item' } },
});

export const moreItem = style({
  '@media': { '(min-width: 960px)': { display: 'none' } },
});

export const moreButton = style([
  navLink,
  {
    background: 'transparent',
    border: 0,
    borderTop: '3px solid transparent',
    cursor: 'pointer',
    width: '100%',
  },
]);

export const morePanel = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: `calc(64px + env(safe-area-inset-bottom))`,
  zIndex: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  '@media': { '(min-width: 960px)': { display: 'none' } },
});

export const morePanelLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSoft } },
});
