export const common = {
  defaultBrand: 'Markets',
  dismiss: 'Dismiss',
  /** A compact banner's button that shows its whole text, and puts it back on one line. */
  showAll: 'Show all',
  showLess: 'Show less',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (what: string) => `Copy ${what}`,
  copyFailed: 'Copy failed: select the text and copy it.',
  retry: 'Retry',
  loading: 'Loading…',
  logout: 'Logout',
  skipToContent: 'Skip to content',
  offline: 'Offline. Showing what was last loaded.',
  /** Offline, in place of a part of a page this device has never loaded. */
  needsConnection: 'This needs a connection. It loads when you are back online.',
  slowRequest: 'This is taking longer than usual. Still trying…',
  notifications: 'Notifications',
  language: 'Language',
  languageEn: 'EN',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** The search field inside an open list (a country select), and what it says when nothing matches. */
  search: 'Search',
  noMatches: 'No matches',
  /** What an available figure is made of (components/ui/available-breakdown.tsx). */
  available: {
    breakdown: 'How the available amount is worked out',
    equity: 'Equity',
    marginInUse: 'Margin in use',
    pendingWithdrawals: 'Pending withdrawals',
    autoTraderReserve: 'Kept for the auto-trader',
  },
  /** A field for one file (components/ui/file-drop.tsx). */
  files: {
    drop: 'Drop a file here, or',
    choose: 'Choose a file',
    another: 'Choose another file',
    camera: 'Take a photo',
  },
} as const;
