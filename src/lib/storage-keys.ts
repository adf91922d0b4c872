/** Every browser-storage key the app uses, in one place. */
export const storageKeys = {
  session: 'user-storage',
  siteSettings: 'site-settings-storage',
  registrationDraft: 'registration_data',
  license: 'license-storage',
  vLicense: 'v_license',
  /** The device's choice of the notification sound (a setting of the device, not of the user's data). */
  notificationSound: 'notification-sound',
  /** Whether this device put the offer to install the app away (a device setting too). */
  installOfferDismissed: 'install-offer-dismissed',
  /** The device's light, dark or system colour scheme (a device setting too). */
  colorScheme: 'color-scheme',
  /**
   * The prefix of a chat message handed over and not yet stored in the outbox, one key per message
   * (features/chat/api/chat-outbox.ts): there only between a message's Enter and its IndexedDB write.
   */
  chatJournal: 'chat-outbox-journal',
  /**
   * Why the last session ended elsewhere, a reason code (src/session/model/session-end.ts):
   * nothing of the user's, kept through the sign-out's wipe for the login page to say.
   */
  sessionEnded: 'session-ended',
} as const;

/** The IndexedDB database and key that hold the persisted query cache. */
export const queryCacheStore = { db: 'broker-cache', store: 'queries', key: 'query-cache' } as const;

/** The IndexedDB database of the chat: the outbox of unsent messages and the composers' drafts. */
export const chatStore = {
  db: 'broker-chat',
  store: 'chat',
  outboxKey: 'outbox',
  draftsKey: 'drafts',
} as const;
