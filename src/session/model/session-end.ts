/**
 * Why this device's session ended elsewhere (a password change, 'Sign out everywhere', support, an
 * expired session), kept from the moment the app learns it (a 401's reason, the realtime
 * termination) until the login page has said it. The sign-out wipes the user's data; this is not
 * theirs (a reason code only, nothing personal), so it stays through the wipe and the redirect, in
 * localStorage so another tab sent to the login page by the same sign-out can say it too.
 */
import { isSessionEndReason, type SessionEndReason } from '@contract';
import { localStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

export function rememberSessionEnd(reason: SessionEndReason): void {
  try {
    localStore()?.setItem(storageKeys.sessionEnded, reason);
  } catch (error) {
    console.warn('[session] could not keep why the session ended', error);
  }
}

/** The reason kept, if it is one of ours: anything else in storage is no reason. */
export function sessionEndReason(): SessionEndReason | null {
  let stored: string | null | undefined;
  try {
    stored = localStore()?.getItem(storageKeys.sessionEnded);
  } catch {
    return null;
  }
  return isSessionEndReason(stored) ? stored : null;
}

/** Said and closed, or a new session began: it no longer applies. */
export function forgetSessionEnd(): void {
  try {
    localStore()?.removeItem(storageKeys.sessionEnded);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
