/**
 * The string predicates the contract's schemas narrow with, by the JSON Schema `format` name the
 * page's validators check them under: JSON Schema has no place for a function, so the build writes
 * such a narrow as its format, and the generated validator calls the same function from here.
 * A narrow with a predicate named nowhere here fails the build (build/contract-validators.ts).
 */
import { isIsoInstant, isJsonText } from './predicates.ts';

export const formats = { isoInstant: isIsoInstant, jsonText: isJsonText } as const;
