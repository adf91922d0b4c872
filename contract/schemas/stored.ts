/**
 * What the client keeps in localStorage, as schemas. Storage is as untrusted as the network (another
 * version of the app, an extension or a person may have written it), so whatever is read back is
 * checked like an answer before a store takes it (lib/store/persisted-store.ts).
 */
import { type } from 'arktype';
import { settingsSchema, userSchema } from './entities.ts';

export const stored = {
  /** The signed-in user, their token and chosen account (src/session). */
  session: type({
    user: userSchema.or('null'),
    token: 'string | null',
    selectedAccountIndex: 'number.integer >= 0',
  }),
  /** The tenant's last settings, shown at once on the next start (src/site). */
  site: type({
    settings: settingsSchema.or('null'),
    error: 'string | null',
    initialized: 'boolean',
    lastFetched: 'number | null',
  }),
  /** The license code and whether it was valid (src/site). */
  license: type({ licenseCode: 'string | null', isValid: 'boolean' }),
  /** The registration draft of sign-up and the country step (features/onboarding). */
  registrationDraft: type({
    email: 'string.email',
    password: 'string >= 1',
    country: 'string >= 1',
    timestamp: 'string',
    'countryOfResidence?': 'string',
    'nationality?': 'string',
    'agreePrivacy?': 'boolean',
  }),
  /** Whether notifications play the sound on this device. */
  notificationSound: type({ enabled: 'boolean' }),
  /** Whether this device put the install offer away. */
  installOfferDismissed: type({ dismissed: 'boolean' }),
  /** This device's colour scheme: the system's, or the one chosen in Settings. */
  colorScheme: type({ scheme: "'system' | 'light' | 'dark'" }),
  /** A chat message handed to the outbox and not yet in its IndexedDB store (features/chat). */
  chatJournalEntry: type({
    client_id: 'string >= 1',
    customer_id: 'number.integer',
    named: 'boolean',
    sender_id: 'number.integer',
    is_admin: 'boolean',
    message: 'string',
    attachments: type({ url: 'string', file_name: 'string', is_image: 'boolean' }).array(),
    created_at: 'string',
    state: "'queued'",
  }),
} as const;
