import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * A link that stands on its own ('Forgot password?', 'Back to log in'), not inside a sentence: as
 * tall as a button, so a thumb hits it. Links in running text keep the line's height (WCAG 2.5.8).
 */
export const standaloneLinkRule: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.primary,
};

export const standaloneLink = style(standaloneLinkRule);
