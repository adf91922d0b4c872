/**
 * The English catalog. Each feature owns a section; the shape is the contract for other languages.
 * Sections are exports, not the fields of one object: a page's code brings only the sections it
 * reads (`m.trading` resolves to the `trading` export), so the login route does not carry the
 * trading or chat strings.
 */
export { common } from './common';
export { errors } from './errors';
export { site } from './site';
export { session } from './session';
export { auth } from './auth';
export { app } from './app';
export { validation } from './validation';
export { publicFrame } from './public-frame';
export { onboarding } from './onboarding';
export { trading } from './trading';
export { markets } from './markets';
export { realtime } from './realtime';
export { notifications } from './notifications';
export { chat } from './chat';
export { payments } from './payments';
export { check } from './check';
export { account } from './account';
export { install } from './install';
export { statement } from './statement';
export { alerts } from './alerts';
export { push } from './push';
export { security } from './security';
export { securityTwoFactor } from './security-two-factor';
export { securityPasskeys } from './security-passkeys';
