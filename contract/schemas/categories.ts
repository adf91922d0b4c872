/**
 * The kinds of market an instrument belongs to, in the order a market watch offers them. Their names
 * are user-visible text, so they live in the message catalog by category.
 */
export const assetCategories = ['forex', 'metals', 'indices', 'commodities', 'crypto', 'synthetics'] as const;
export type AssetCategory = (typeof assetCategories)[number];

export const isAssetCategory = (value: unknown): value is AssetCategory =>
  (assetCategories as readonly unknown[]).includes(value);
