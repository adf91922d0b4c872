import { readJson } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';
import { readDraft, type RegistrationDraft } from './draft';

const key = storageKeys.registrationDraft;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The stored draft if it is well formed and under an hour old; anything else is removed. */
export function loadDraft(now = Date.now()): RegistrationDraft | undefined {
  const reading = readDraft(readJson(storage(), key), now);
  if (reading.kind === 'ok') return reading.draft;
  if (reading.kind !== 'none') clearDraft();
  return undefined;
}

export function saveDraft(draft: RegistrationDraft): void {
  storage()?.setItem(key, JSON.stringify(draft));
}

/** Removes the draft, and with it the password it holds. */
export function clearDraft(): void {
  storage()?.removeItem(key);
}
