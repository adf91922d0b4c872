export const notifications = {
  markReadFailed: 'The notification could not be marked as read. Please try again.',
} as const;
