/**
 * The frame of the public screens (the login page, sign-up, password reset and registration): a
 * section of its own, since the login page, every visitor's first screen, shows it and no other
 * onboarding string.
 */
export const publicFrame = {
  logIn: 'Log in',
  haveAccount: 'Already have an account?',
  home: (siteName: string) => `${siteName} home`,
  showRiskWarning: 'Show risk warning',
  hideRiskWarning: 'Hide risk warning',
  language: (code: string) => `Language: ${code}`,
} as const;
