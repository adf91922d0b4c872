/** The account pages: accounts, personal information, savings, settings, auto-trader. */
export const account = {
  accounts: {
    listLabel: 'Trading accounts',
    loading: 'Loading your accounts…',
    failed: 'Your accounts could not be loaded.',
    empty: 'You have no trading accounts yet.',
    type: { live: 'Live', demo: 'Demo' },
    balance: 'Balance',
    equity: 'Equity',
    currency: 'Currency',
    active: 'Active account',
    use: (id: string) => `Use ${id}`,
  },
} as const;
