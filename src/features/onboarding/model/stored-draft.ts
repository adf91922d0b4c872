/**
 * What the session machine, which every start loads, does with the stored registration draft: remove
 * it, and at start judge it. Its check (draft.ts) loads with the sign-up's screens, and here only
 * when a draft is stored; reading and writing it for those screens is draft-store.ts's.
 */
import { localStore, readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

const key = storageKeys.registrationDraft;

/**
 * Removes the draft, and with it the password it holds. Every sign-in and sign-out calls this: the
 * draft belongs to whoever was signing up on this device, never to the next person to use it.
 */
export function clearDraft(): void {
  localStore()?.removeItem(key);
}

/**
 * At start: a draft past its hour (or unreadable) goes now, not whenever a register page next reads
 * it. Never fails: a draft whose check could not be loaded is judged by the page that reads it.
 */
export async function removeStaleDraft(now = Date.now()): Promise<void> {
  const storage = localStore();
  if ((storage?.getItem(key) ?? null) === null) return;
  try {
    const { readDraft } = await import('./draft');
    // Stored text that is not a fresh, well-formed draft (not even JSON, say) may still hold a password.
    if (readDraft(readJson(storage, key), now).kind !== 'ok') clearDraft();
  } catch (error) {
    console.warn('[onboarding] the stored sign-up draft could not be judged at start', error);
  }
}
