export const session = {
  accountDisabledTitle: 'Account Currently Disabled',
  accountDisabledBody: 'Your account is currently disabled, please contact support.',
  awaitingApprovalTitle: 'Awaiting Approval',
  awaitingApprovalBody: 'Your account is awaiting approval from the Client Management Team',
  logout: 'Logout',
  checkStatus: 'Check Status',
} as const;
