/** Reading and writing the registration draft (its removal: stored-draft.ts). */
import { localStore, readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { readDraft, type RegistrationDraft } from './draft';
import { clearDraft } from './stored-draft';

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
