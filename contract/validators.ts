/**
 * The page's validators, by group and name, one for each schema of schemas/validated.ts: plain
 * synchronous functions generated from those schemas when the app is built (and when vitest loads
 * it), by the `contractValidators` Vite plugin (build/contract-validators.ts), which supplies this
 * module's code: each group declared here. This file only types them: a validator passes what its
 * schema passes (an array is never an object to it, where arktype's object may be one).
 */
import type { validated } from './schemas/validated';

export interface Validator<T> {
  /** Its schema's group and name, for a log line: 'api.user'. */
  readonly name: string;
  /** Whether `value` passes; when it does not, `test.errors` holds where it first failed. */
  readonly test: ((value: unknown) => boolean) & { errors?: ValidationError[] | null };
  /** The type of what passes: a type-level property, as on arktype's own types (never read at run time). */
  readonly infer: T;
}

/** What a generated validator says of a value that failed (the JSON Schema keyword it failed). */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export type ValidatorsOf<Group> = {
  readonly [Name in keyof Group]: Group[Name] extends { infer: infer T } ? Validator<T> : never;
};

export type Validated = typeof validated;

/** Answers of the calls (schemas/endpoints.ts). */
export declare const api: ValidatorsOf<Validated['api']>;
/** Answers of the account pages' calls (schemas/account.ts). */
export declare const accountAnswers: ValidatorsOf<Validated['accountAnswers']>;
/** Answers of the order and position calls (schemas/orders.ts). */
export declare const orderAnswers: ValidatorsOf<Validated['orderAnswers']>;
/** Answers of the pending order calls (schemas/orders.ts). */
export declare const pendingOrderAnswers: ValidatorsOf<Validated['pendingOrderAnswers']>;
/** Answers of the price alert calls (schemas/alerts.ts). */
export declare const priceAlertAnswers: ValidatorsOf<Validated['priceAlertAnswers']>;
/** Answers of the payment calls (schemas/payments.ts). */
export declare const paymentAnswers: ValidatorsOf<Validated['paymentAnswers']>;
/** Answers of the Web Push calls (schemas/push.ts). */
export declare const pushAnswers: ValidatorsOf<Validated['pushAnswers']>;
/** Answers of the sessions and login history calls (schemas/security.ts). */
export declare const securityAnswers: ValidatorsOf<Validated['securityAnswers']>;
/** Answers of the passkey calls (schemas/passkeys.ts). */
export declare const passkeyAnswers: ValidatorsOf<Validated['passkeyAnswers']>;
/** Answers of the step-up and two-factor calls (schemas/two-factor.ts). */
export declare const twoFactorAnswers: ValidatorsOf<Validated['twoFactorAnswers']>;
/** Realtime events, by their Pusher names. */
export declare const events: ValidatorsOf<Validated['events']>;
/** A failure's body, the price feed's batches, the runtime config. */
export declare const wire: ValidatorsOf<Validated['wire']>;
/** What the client keeps in localStorage. */
export declare const stored: ValidatorsOf<Validated['stored']>;
