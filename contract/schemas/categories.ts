/**
 * The kinds of market an instrument belongs to, in the order a market watch offers them. Their names
 * are user-visible text, so they live in the message catalog by category.
 */
export const assetCategories = ['forex', 'metals', 'indices', 'commodities', 'crypto', 'synthetics'] as const;
export type AssetCategory = (typeof assetCategories)[number];

export const isAssetCategory = (value: unknown): value is AssetCategory =>
  (assetCategories as readonly unknown[]).includes(value);

/**
 * The classes a regulator caps a retail customer's leverage by, each instrument in one: currency pairs
 * of two majors (USD, EUR, JPY, GBP, CAD, CHF) and the others, gold, the major indices and the others,
 * the other commodities, shares and crypto. Their names are user-visible text, in the message catalog.
 */
export const leverageClasses = [
  'major_pair',
  'other_pair',
  'gold',
  'major_index',
  'other_commodity',
  'other_index',
  'share',
  'crypto',
] as const;
export type LeverageClass = (typeof leverageClasses)[number];

/** A retail customer has the regulator's protections; a professional one has asked to waive them. */
export const clientCategories = ['retail', 'professional'] as const;
export type ClientCategory = (typeof clientCategories)[number];
