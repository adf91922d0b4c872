import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const notice = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  margin: 0,
  padding: `calc(${vars.space.xs} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.xs}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
});
