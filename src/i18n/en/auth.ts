export const auth = {
  loginTitle: 'Log in',
  // The desktop panel beside the login: only what the app does today.
  asideTagline: 'Your trading account, wherever you are.',
  asidePoints: [
    'Open an account in a few minutes',
    'Live prices and your trades at a glance',
    'Identity verification from your phone',
    'Your balance and trading accounts in one place',
    'Support in the app when you need it',
  ],
  loginSubtitle: 'Welcome back. Sign in to see your account.',
  email: 'Email',
  password: 'Password',
  loginSubmit: 'Log in',
  loginBusy: 'Logging in...',
  loginFailed: 'Could not log in. Please try again.',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  passwordRequired: 'Please enter your password',
  forgotLink: 'Forgot password?',
  /** The login page after a session ended elsewhere, by the server's reason. */
  sessionEnded: {
    title: 'You were signed out',
    password_changed:
      'Your password was changed, so you were signed out. Please log in with your new password.',
    signed_out_everywhere: 'You were signed out on every device. Please log in again.',
    signed_out_by_support: 'Support ended your session. Please log in again.',
    signed_out_elsewhere: 'This device was signed out from another of your devices. Please log in again.',
    session_expired: 'Your session has expired. Please log in again.',
  },
  signUp: 'Sign up',
  autoLoginBusy: 'Signing you in...',
  autoLoginInvalidTitle: 'Sign-in link not valid',
  autoLoginFailed:
    'This sign-in link is missing or has expired. Log in with your email and password instead.',
  autoLoginToLogin: 'Go to log in',
  forgotTitle: 'Reset your password',
  forgotBody: 'Enter the email address you use to log in and we will send you a reset link.',
  forgotSubmit: 'Send reset link',
  forgotBusy: 'Sending...',
  forgotFailed: 'Could not send the reset link. Please try again.',
  backToLogin: 'Back to log in',
} as const;
