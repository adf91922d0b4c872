export const site = {
  loadingMarketData: 'Loading market data...',
  loadingProgress: 'Loading progress',
  unreachableTitle: 'Site Unreachable',
  unreachableBody:
    "We're having trouble connecting to the server. This could be due to network issues or the server might be undergoing maintenance.",
  tryAgain: 'Try Again',
  disabledTitle: 'Site Temporarily Disabled',
  disabledDefault: 'This site is currently unavailable. Please check back later.',
  contactUs: 'If you need immediate assistance, please contact us at',
  checkStatus: 'Check Status',
  validatingLicense: 'Validating license...',
  licenseFailedTitle: 'License Check Failed',
  licenseFailedBody:
    "We couldn't reach the server to check this site's license. Check your connection and try again.",
  settingsFailed: 'Failed to fetch site settings. The site might be unreachable.',
  siteDataFailed: 'Failed to fetch site data. Please try again later.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  notFoundHome: 'Go to the start page',
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be shown. Reloading usually helps; your data is safe.',
  errorOfflineBody:
    'This page could not be loaded while you are offline. It opens by itself when the connection is back.',
  reload: 'Reload',
  updateReady: 'A new version of the app is ready.',
  update: 'Update',
  riskWarning:
    'Trading CFDs carries a high level of risk to your capital, and you should only trade with money you can afford to lose.',
  /** The tenant's own figure, which its risk warning carries wherever it sets one. */
  retailLossShare: (percent: number) =>
    `${percent}% of retail investor accounts lose money when trading CFDs with this provider.`,
  riskWarningLabel: 'Risk warning',
} as const;
