export const app = {
  nav: {
    label: 'Main',
    dashboard: 'Dashboard',
    trading: 'Trading',
    accounts: 'Accounts',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    verification: 'Verification',
    savings: 'Savings',
    autoTrader: 'Auto-trader',
    chat: 'Live chat',
    personal: 'Personal information',
    settings: 'Settings',
    more: 'More',
    adminChat: 'Admin Chat',
  },
  pages: {
    dashboard: 'Dashboard',
    trading: 'Trading',
    accounts: 'Accounts',
    deposit: 'Deposit',
    depositCard: 'Card deposit',
    /** `name` is the crypto's name from the site data, never text from the URL. */
    depositCrypto: (name: string) => `Deposit ${name}`,
    withdrawal: 'Withdrawal',
    verification: 'Verification',
    savings: 'Savings',
    chat: 'Live chat',
    personal: 'Personal information',
    settings: 'Settings',
    test: 'Test',
    adminChat: 'Admin Chat',
    autoTrader: 'Auto-trader',
  },
  dashboard: {
    greeting: (name: string) => `Hello, ${name}`,
    balance: 'Balance',
    credit: 'Credit',
    account: 'Account',
    tradingAccounts: 'Trading accounts',
    accountType: { live: 'Live', demo: 'Demo' },
    /** A new customer's first steps; each goes once it is taken, and the card with the last. */
    nextSteps: {
      title: 'Get started',
      done: (done: number, all: number) => `${done} of ${all} done`,
      verify: {
        title: 'Verify your identity',
        text: 'Complete your financial profile and ID check to trade with real money.',
      },
      deposit: { title: 'Fund your account', text: 'Deposit by card, bank transfer or crypto.' },
      trade: {
        title: 'Explore the markets',
        text: 'Open a chart and place your first trade, on your demo account if you like.',
      },
      /** The same step for a customer who holds no demo account: it promises none. */
      tradeLiveOnly: {
        title: 'Explore the markets',
        text: 'Open a chart and place your first trade.',
      },
      support: { title: 'Talk to support', text: 'Questions? Our team answers in the live chat.' },
    },
  },
  /** The chosen trading account, named in the header of every screen. */
  headerAccount: {
    name: { live: 'Live account', demo: 'Demo account' },
    /** Beside a demo account's name, so its money is never taken for real. */
    practice: 'Practice money',
    /** The header's account button, as a screen reader names it. */
    label: (type: 'live' | 'demo', account: string) =>
      `${type === 'live' ? 'Live' : 'Demo'} account ${account}${type === 'demo' ? ', Practice money' : ''}, change account`,
    listLabel: 'Your trading accounts',
    manage: 'Manage accounts',
  },
  /** Under the Awaiting Approval screen's words: what a customer can do while they wait. */
  awaitingApproval: {
    nextTitle: 'What happens next',
    next: 'Our Client Management Team reviews your details and identity document. Once your account is approved, this screen opens it by itself: there is no need to sign in again.',
    chatTitle: 'Questions? Ask our support team',
    openChat: 'Chat with support',
    closeChat: 'Hide the chat',
    neededTitle: 'What your approval needs',
  },
  /** What the money pages say while a demo account is chosen. */
  liveOnly: {
    title: 'Your demo account is chosen',
    body: (live: string, demo: string) =>
      `Deposits, withdrawals, savings and the auto-trader move real money, so they act on your live account ${live} only. You are using your demo account ${demo}.`,
    switch: (live: string) => `Use live account ${live}`,
  },
} as const;
