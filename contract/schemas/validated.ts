/**
 * Every schema the page checks data with, by group and name: the build generates one validator of
 * each (contract/validators.ts), which the page imports as `api.user`, `events['message.sent']` ...
 */
import { runtimeConfigSchema } from './runtime-config.ts';
import { accountAnswers } from './account.ts';
import { priceAlertAnswers } from './alerts.ts';
import { cached } from './cached.ts';
import { api, errorBodySchema, events } from './endpoints.ts';
import { marketUpdateSchema, priceUpdateSchema } from './entities.ts';
import { orderAnswers, pendingOrderAnswers } from './orders.ts';
import { passkeyAnswers } from './passkeys.ts';
import { paymentAnswers } from './payments.ts';
import { pushAnswers } from './push.ts';
import { securityAnswers } from './security.ts';
import { stored } from './stored.ts';
import { twoFactorAnswers } from './two-factor.ts';

export const validated = {
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
  /** Realtime events, by their Pusher names. */
  events,
  /** What arrives outside an answer's body: a failure's body, the price feed's batches, the config. */
  wire: {
    errorBody: errorBodySchema,
    priceUpdate: priceUpdateSchema,
    marketUpdate: marketUpdateSchema,
    runtimeConfig: runtimeConfigSchema,
  },
  stored,
  /** The query cache as IndexedDB keeps it, by the query key's first two parts. */
  cached,
} as const;
