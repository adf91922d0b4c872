/**
 * The contract's schemas, with its types and rules: for the reference backend, the build (which
 * generates the page's validators from them, and shares each entity exported here between them) and
 * tests. The page imports `@contract` instead, with those validators and no schema library.
 */
export * from './entities.ts';
export * from './endpoints.ts';
export * from './categories.ts';
export * from './countries.ts';
export * from './payments.ts';
export * from './account.ts';
export * from './orders.ts';
export * from './alerts.ts';
export * from './passkeys.ts';
export * from './predicates.ts';
export * from './push.ts';
export * from './security.ts';
export * from './two-factor.ts';
