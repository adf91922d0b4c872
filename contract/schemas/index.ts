/**
 * The contract's schemas, with its types and rules: for the reference backend, the checker's worker
 * (lib/check) and tests. The page imports `@contract` instead, which names these schemas
 * without loading them.
 */
export * from './entities';
export * from './endpoints';
export * from './countries';
export * from './payments';
export * from './account';
export * from './orders';
export * from './predicates';
