/**
 * The session: who is signed in (the user, their token, the account they chose), kept on the device;
 * reading the user again (GET /user, ../api/user.ts); and the user's gate, whether the account lets
 * them in (and so whether a screen's prefetches run).
 */
import type { stored, TradingAccount, User } from '@contract';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';
import { siteStore } from '@/site/model/site-store';
import type * as UserApi from '../api/user';
import type * as UserUpdate from './user-update';

export interface SessionState {
  user: User | null;
  token: string | null;
  selectedAccountIndex: number;
  /** True until rehydrated, and while the current user loads. */
  isLoading: boolean;
}

export const sessionStore = createPersistedStore<SessionState, typeof stored.session.infer>(
  { user: null, token: null, selectedAccountIndex: 0, isLoading: true },
  {
    key: storageKeys.session,
    schema: () => import('./stored-session').then((module) => module.storedSession),
    pick: ({ user, token, selectedAccountIndex }) => ({ user, token, selectedAccountIndex }),
  },
);

export type UserGate = 'disabled' | 'awaiting-approval' | 'ok';

/** Deactivated users are blocked; pending ones only where the site requires verification. */
export function userGate(user: Pick<User, 'status'> | null, mustVerifyAccount: boolean): UserGate {
  if (user?.status === 'deactivated') return 'disabled';
  if (user?.status === 'pending' && mustVerifyAccount) return 'awaiting-approval';
  return 'ok';
}

/**
 * Runs a screen's prefetches only for an account that may see the screen. A blocked account
 * (deactivated, or pending where the tenant requires verification) gets its gate screen instead, and
 * the server refuses it the screen's data: asking would only cost a phone requests that fail.
 */
export function whenLetIn(prefetch: () => void): void {
  const mustVerify = siteStore.get().settings?.must_verify_account ?? false;
  if (userGate(sessionStore.get().user, mustVerify) === 'ok') prefetch();
}

export async function rehydrateSession() {
  await sessionStore.rehydrate();
  sessionStore.set({ isLoading: false });
}

export function setUser(user: User, token: string) {
  sessionStore.set({ user, token });
}

let userApiLoad: Promise<[typeof UserApi, typeof UserUpdate]> | undefined;
/**
 * The user's call, with its check of the user's whole record, and how a read is stored: they load with
 * the signed-in frame (vite.config.ts), since only a session reads the user.
 */
const userApi = () => (userApiLoad ??= Promise.all([import('../api/user'), import('./user-update')]));

/** Reads the user and stores them, unless something newer was stored meanwhile (`updateUser`). */
async function readUser(token: string | null) {
  const [{ fetchCurrentUser }, { nextMark, updateUser }] = await userApi();
  const mark = nextMark();
  updateUser(sessionStore, await fetchCurrentUser(), token, mark);
}

/** Where a user lands after signing in. */
export const homeFor = (user: Pick<User, 'role'>) =>
  user.role === 'admin' ? '/admin/chat' : '/main/dashboard';

export function clearUser() {
  sessionStore.set({ user: null, token: null, selectedAccountIndex: 0 });
}

export function selectAccount(index: number) {
  sessionStore.set({ selectedAccountIndex: index });
}

/**
 * The chosen account of `accounts`. An index past the list (an account gone, a choice stored on an
 * older list) stands for the first, the live account, rather than for none.
 */
export const selectedAccountOf = (
  accounts: readonly TradingAccount[],
  index: number,
): TradingAccount | undefined => accounts[index] ?? accounts[0];

/** Without a token it only ends loading; a failure is logged and ends loading too. */
export async function loadCurrentUser(): Promise<void> {
  if (!sessionStore.get().token) {
    sessionStore.set({ isLoading: false });
    return;
  }
  const { token } = sessionStore.get();
  sessionStore.set({ isLoading: true });
  try {
    await readUser(token);
  } catch (error) {
    console.error('[session] could not load the current user', error);
  } finally {
    sessionStore.set({ isLoading: false });
  }
}

/**
 * A live refresh of the signed-in user (a realtime event said it changed). Unlike `loadCurrentUser`
 * it rejects on failure, so the caller can try again (the user refresher does, after 5 s).
 */
export async function refreshCurrentUser(): Promise<void> {
  const { token } = sessionStore.get();
  if (!token) return;
  await readUser(token);
}
