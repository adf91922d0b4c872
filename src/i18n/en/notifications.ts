export const notifications = {
  /** A notification about one trading account starts with its name ('Live account NW-100001'). */
  aboutAccount: (account: string, message: string) => `${account}: ${message}`,
  /** An account the app does not list (yet): by its number alone. */
  account: (accountId: string) => `Account ${accountId}`,
  markReadFailed: 'The notification could not be marked as read. Please try again.',
} as const;
