/** Notifications on this device (Web Push): Settings' card, and what the service worker shows. */
export const push = {
  title: 'Notifications on this device',
  help: 'Get notified when the app is closed. Choose what comes; each device chooses for itself.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off on this device',
  on: 'Notifications are on for this device.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  unsupported:
    'This browser cannot receive notifications while the app is closed. On iPhone and iPad, add the app to your Home Screen first.',
  unavailable: 'Notifications are not available from this server.',
  turnOnFailed: 'Notifications could not be turned on. Please try again.',
  turnOffFailed: 'Notifications could not be turned off. Please try again.',
  kindsLegend: 'What this device is sent',
  kinds: {
    support: 'Messages from support',
    broker: 'Payments, orders and other account notifications',
    price_alert: 'Price alerts',
    margin: 'Margin calls and stop-outs',
    security: 'Security notices',
  },
  saveFailed: 'The choice could not be saved. Please try again.',
  devices: 'Devices receiving notifications',
  noDevices: 'No device receives notifications yet.',
  thisDevice: 'This device',
  addedOn: (date: string) => `Added ${date}`,
  remove: 'Remove',
  removeDevice: (name: string) => `Remove ${name}`,
  removeFailed: 'The device could not be removed. Please try again.',
  loadFailed: 'The devices could not be loaded.',
  /** What a push the worker cannot read shows: every push must show something. */
  fallbackTitle: 'New notification',
  fallbackBody: 'Open the app to see it.',
} as const;
