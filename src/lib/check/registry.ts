/**
 * Every schema the client checks with, by group and name: what a `SchemaRef` names. Only the checker
 * (its worker, or the tests' in-process checker) imports this module, and with it the schema library.
 */
import { runtimeConfigSchema } from '@contract/schemas/runtime-config';
import {
  accountAnswers,
  api,
  errorBodySchema,
  events,
  orderAnswers,
  paymentAnswers,
  marketUpdateSchema,
  priceUpdateSchema,
} from '@contract/schemas';
import { stored } from '@contract/schemas/stored';

export const registry = {
  api,
  accountAnswers,
  orderAnswers,
  paymentAnswers,
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
} as const;

export type Registry = typeof registry;
