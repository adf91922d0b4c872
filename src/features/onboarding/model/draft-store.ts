import { localStore, readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { readDraft, type RegistrationDraft } from './draft';

const key = storageKeys.registrationDraft;

/** The stored draft if it is well formed and under an hour old; anything else is removed. */
export function loadDraft(now = Date.now()): RegistrationDraft | undefined {
  const text = localStore()?.getItem(key) ?? null;
  const reading = readDraft(readJson(localStore(), key), now);
  if (reading.kind === 'ok') return reading.draft;
  // 'none' with the key present is text that is not even JSON: it may still hold a password.
  if (reading.kind !== 'none' || text !== null) clearDraft();
  return undefined;
}

export function saveDraft(draft: RegistrationDraft): void {
  localStore()?.setItem(key, JSON.stringify(draft));
}

/**
 * Removes the draft, and with it the password it holds. Every sign-in and sign-out calls this: the
 * draft belongs to whoever was signing up on this device, never to the next person to use it.
 */
export function clearDraft(): void {
  localStore()?.removeItem(key);
}

/** At start: a draft past its hour (or unreadable) goes now, not whenever a register page next reads it. */
export function removeStaleDraft(now = Date.now()): void {
  loadDraft(now);
}
