/** Two-factor authentication (Settings, the login's code step) and the step-up that sensitive actions ask for. */
export const securityTwoFactor = {
  stepUp: {
    title: 'Confirm it is you',
    intro: 'For your security, this action needs you to confirm it is you.',
    password: 'Password',
    code: 'Authentication code',
    codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    passwordRequired: 'Please enter your password',
    codeRequired: 'Please enter a code',
    submit: 'Confirm',
    busy: 'Confirming...',
    cancel: 'Cancel',
    failed: 'Could not confirm it is you. Please try again.',
  },
} as const;
