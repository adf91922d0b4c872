import type { SignInMethod } from '@contract';

/** Settings → Security: the signed-in devices and the login history; the desk's view of a customer's. */
export const security = {
  /** "Chrome on Linux"; a device whose user agent says neither is shown by the user agent itself. */
  device: (browser: string | null, os: string | null) =>
    browser && os ? `${browser} on ${os}` : (browser ?? os),
  unknownDevice: 'Unknown device',
  methods: {
    password: 'Password',
    passkey: 'Passkey',
    two_factor: 'Two-factor code',
    recovery_code: 'Recovery code',
    auto_login: 'Sign-in link',
  } satisfies Record<SignInMethod, string>,
  sessions: {
    title: 'Sessions',
    help: 'The devices signed in to your account. Sign out any you do not recognise.',
    loading: 'Loading your sessions...',
    failed: 'Could not load your sessions.',
    thisDevice: 'This device',
    address: 'Address',
    signedIn: 'Signed in',
    lastActive: 'Last active',
    signOut: 'Sign out',
    signOutLabel: (device: string) => `Sign out ${device}`,
    signOutHereLabel: 'Sign out of this device',
    signOutFailed: 'Could not sign that device out. Please try again.',
    signedOut: (device: string) => `${device} was signed out.`,
    signOutOthers: 'Sign out of all other devices',
    signOutOthersFailed: 'Could not sign out the other devices. Please try again.',
    signedOutOthers: (count: number) =>
      count === 1 ? 'One other device was signed out.' : `${count} other devices were signed out.`,
    noOthers: 'No other device is signed in.',
  },
  loginHistory: {
    title: 'Login history',
    help: 'The last 50 sign-ins and failed attempts on your account.',
    loading: 'Loading your login history...',
    failed: 'Could not load your login history.',
    empty: 'No sign-ins yet.',
    time: 'Time',
    device: 'Device',
    address: 'Address',
    method: 'Method',
    result: 'Result',
    success: 'Signed in',
    failure: 'Failed',
  },
  /** The desk's customer panel. */
  customerSessions: {
    title: 'Sessions',
    loading: 'Loading sessions...',
    failed: 'Could not load the sessions.',
    none: 'Not signed in anywhere.',
    lastActive: (when: string) => `Last active ${when}`,
    endAll: 'End all sessions',
    confirm: 'End every session of this customer? Each device returns to the login page.',
    confirmEnd: 'End sessions',
    cancel: 'Cancel',
    ended: (count: number) => (count === 1 ? 'Ended 1 session.' : `Ended ${count} sessions.`),
    endFailed: 'Could not end the sessions. Please try again.',
  },
} as const;
