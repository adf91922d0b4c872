/** Query keys of the account pages (design.md section 2, rule 4). */
export const accountKeys = {
  all: ['account'] as const,
  accounts: () => [...accountKeys.all, 'accounts'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  documents: () => [...accountKeys.all, 'documents'] as const,
  savings: () => [...accountKeys.all, 'savings'] as const,
  autoTrader: () => [...accountKeys.all, 'auto-trader'] as const,
};
