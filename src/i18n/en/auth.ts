export const auth = {
  loginTitle: 'Log in',
  // Only what the app does today: live prices and support chat join this list when they land.
  asideTagline: 'Your trading account, wherever you are.',
  asidePoints: [
    'Open an account in a few minutes',
    'Your balance and trading accounts at a glance',
    'Identity verification from your phone',
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
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up now',
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
