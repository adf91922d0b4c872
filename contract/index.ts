/**
 * The contract as the page uses it: its types, its plain rules, and the validators generated from
 * its schemas when the app is built (validators.ts). The schemas themselves, and the schema library,
 * are for the reference backend, the build and tests: no page code imports them.
 */
export type * from './schemas/entities';
export type * from './schemas/endpoints';
export type * from './schemas/payments';
export type * from './schemas/account';
export type * from './schemas/orders';
export type * from './schemas/alerts';
export type * from './schemas/push';
export type * from './schemas/security';
export type * from './schemas/passkeys';
export type * from './schemas/two-factor';
export * from './schemas/categories';
export * from './schemas/countries';
export * from './schemas/predicates';
export {
  api,
  accountAnswers,
  orderAnswers,
  pendingOrderAnswers,
  priceAlertAnswers,
  paymentAnswers,
  pushAnswers,
  securityAnswers,
  passkeyAnswers,
  twoFactorAnswers,
  events,
  wire,
  stored,
  type Validator,
  type ValidationError,
} from './validators';
