/**
 * The contract's schemas, with its types and rules: for the reference backend, the build (which
 * generates the page's validators from them, and shares each entity exported here between them) and
 * tests. The page imports `@contract` instead, with those validators and no schema library.
 */
export * from './entities';
export * from './endpoints';
export * from './countries';
export * from './payments';
export * from './account';
export * from './orders';
export * from './predicates';
