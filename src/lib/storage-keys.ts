/** Every browser-storage key the app uses (spec.md section 9), in one place. */
export const storageKeys = {
  session: 'user-storage',
  siteSettings: 'site-settings-storage',
  registrationDraft: 'registration_data',
  license: 'license-storage',
  vLicense: 'v_license',
  outbox: 'chat-outbox',
} as const;

/** The IndexedDB database and key that hold the persisted query cache. */
export const queryCacheStore = { db: 'broker-cache', store: 'queries', key: 'query-cache' } as const;
