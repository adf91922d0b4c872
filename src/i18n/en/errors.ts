/** What a failed call says when the screen has no more specific words. */
export const errors = {
  invalidResponse: 'Invalid response from server.',
  noBaseUrl: 'No base URL configured',
  configUnavailable: 'The app configuration could not be loaded.',
  timeout: 'The server took too long to answer.',
  network: 'Could not reach the server.',
  requestFailed: (status: number) => `Request failed (${status})`,
} as const;
