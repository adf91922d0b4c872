/** Installing the app (Settings, and the offer shown once in the app). */
export const install = {
  title: 'Install the app',
  offered: 'Open it from your home screen or desktop in its own window, also when offline.',
  install: 'Install app',
  installed: 'The app is installed on this device.',
  ios: "On iPhone and iPad: tap Share, then 'Add to Home Screen'.",
  unavailable:
    "This browser has not offered to install the app. In Chrome or Edge, use the browser menu's 'Install'; on iPhone and iPad, Safari's Share menu.",
} as const;
