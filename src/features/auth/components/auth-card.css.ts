import { globalStyle, style } from '@vanilla-extract/css';
import { standaloneLinkRule } from '@/components/ui/link.css';
import { vars } from '@/styles/theme.css';

// minmax(0, …): a one-line brand name is cut with an ellipsis instead of widening the column.
export const page = style({ flex: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
/** Two columns only when the brand panel is there: the basic form alone stays centred. */
export const withAside = style({
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const aside = style({
  display: 'none',
  background: vars.color.accent,
  color: vars.color.accentText,
  padding: vars.space.xxl,
  flexDirection: 'column',
  justifyContent: 'space-between',
  minWidth: 0,
  // The tenant's name in the panel's big type wraps however long it is.
  overflowWrap: 'anywhere',
  '@media': { '(min-width: 960px)': { display: 'flex' } },
});

export const asideTitle = style({ fontSize: '36px', lineHeight: 1.15, margin: 0, maxWidth: '14em' });
export const asideText = style({ opacity: 0.9, margin: 0, fontSize: vars.fontSize.sm, maxWidth: '36em' });

export const card = style({
  width: '100%',
  maxWidth: '400px',
  minWidth: 0,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
/** The logo link sits at the card's start instead of stretching across it. */
export const brand = style({ alignSelf: 'flex-start', maxWidth: '100%' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});
/** 'Forgot password?' and 'Sign up now' are full tap targets. */
globalStyle(`${row} a`, standaloneLinkRule);
export const risk = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });

export const asideTagline = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.lg,
  opacity: 0.95,
  maxWidth: '22em',
});
export const asidePoints = style({
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
  fontWeight: 600,
});
export const asidePoint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '::before': {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: '50%',
    background: 'currentColor',
    opacity: 0.8,
  },
});
/** The form repeats the risk warning only where the brand panel (which carries it) is hidden. */
export const riskWithAside = style({ '@media': { '(min-width: 960px)': { display: 'none' } } });
