/**
 * The contract as the page uses it: its types, its plain rules, and refs that name its schemas for
 * the checker (lib/check). The schemas themselves (schemas.ts) are evaluated only by the checker's
 * worker and the reference backend, never on the page's main thread.
 */
import { refsOf } from '@/lib/check/ref';
import type { Registry } from '@/lib/check/registry';

export type * from './schemas/entities';
export type * from './schemas/endpoints';
export type * from './schemas/payments';
export type * from './schemas/account';
export type * from './schemas/orders';
export * from './schemas/countries';
export * from './schemas/predicates';

/** Answers of the calls (endpoints.ts). */
export const api = refsOf<Registry['api']>('api');
/** Answers of the account pages' calls (account.ts). */
export const accountAnswers = refsOf<Registry['accountAnswers']>('accountAnswers');
/** Answers of the order and position calls (orders.ts). */
export const orderAnswers = refsOf<Registry['orderAnswers']>('orderAnswers');
/** Answers of the payment calls (payments.ts). */
export const paymentAnswers = refsOf<Registry['paymentAnswers']>('paymentAnswers');
/** Realtime events, by their Pusher names. */
export const events = refsOf<Registry['events']>('events');
/** A failure's body, the price feed's batches, the runtime config. */
export const wire = refsOf<Registry['wire']>('wire');
/** What the client keeps in localStorage. */
export const stored = refsOf<Registry['stored']>('stored');
