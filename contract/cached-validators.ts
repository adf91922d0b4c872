/**
 * The validators of the query cache restored from IndexedDB, by the query key's first two parts
 * (schemas/cached.ts): apart from validators.ts, so that only the code that restores the cache, loaded
 * when there is one, brings them. Typed here; the `contractValidators` Vite plugin supplies the code.
 */
import type { Validated, ValidatorsOf } from './validators';

export declare const cached: ValidatorsOf<Validated['cached']>;
