import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings, User } from '@contract';
import type * as ApiModule from '@/lib/api';
import {
  clearUser,
  loadCurrentUser,
  refreshCurrentUser,
  sessionStore,
  setUser,
  userGate,
  whenLetIn,
} from './session-store';
import { updateUser } from './user-update';
import { siteStore } from '@/site/model/site-store';

// GET /user answers what `fetchUser` says; every other call goes through as it would.
const { fetchUser } = vi.hoisted(() => ({ fetchUser: vi.fn<() => Promise<User>>() }));
vi.mock('@/lib/api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return {
    ...actual,
    request: async (...args: Parameters<typeof actual.request>) =>
      args[1] === '/user' ? { data: await fetchUser() } : actual.request(...args),
  };
});

const user = (): User => ({
  id: 7,
  status: 'active',
  role: 'customer',
  balance: 10_000,
  credit_balance: 500,
  notifications: [{ id: 'n-1', title: 'Deposit', message: 'Received', color: 'green', read: false }],
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  avatar: null,
  account_id: 'A-7',
});

describe('updateUser', () => {
  afterEach(() => clearUser());

  it('keeps the same user when a refresh brings nothing new, so nothing re-renders', () => {
    setUser(user(), 'token-1');
    const before = sessionStore.get().user;
    const notified = vi.fn();
    const stop = sessionStore.subscribe(notified);
    updateUser(sessionStore, user(), 'token-1');
    stop();
    expect(sessionStore.get().user).toBe(before);
    expect(notified).not.toHaveBeenCalled();
  });

  it('takes what changed, and keeps the parts that did not', () => {
    setUser(user(), 'token-1');
    const before = sessionStore.get().user!;
    updateUser(sessionStore, { ...user(), balance: 9_500 }, 'token-1');
    const after = sessionStore.get().user!;
    expect(after).not.toBe(before);
    expect(after.balance).toBe(9_500);
    expect(after.notifications).toBe(before.notifications);
  });

  it('drops an answer fetched for another session', () => {
    setUser(user(), 'token-2');
    updateUser(sessionStore, { ...user(), balance: 1 }, 'token-1');
    expect(sessionStore.get().user!.balance).toBe(10_000);
  });

  it('drops a read answered after a change that came while it was on its way, and takes a read sent after it', async () => {
    setUser(user(), 'token-1');
    let answer: ((value: User) => void) | undefined;
    vi.mocked(fetchUser).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const reading = loadCurrentUser();
    // The call loads with the signed-in frame: it is sent a moment later.
    await vi.waitFor(() => expect(answer).toBeDefined());
    // The event of the deactivation arrives, then the read answers with what the server held before it.
    updateUser(sessionStore, { ...user(), status: 'deactivated' }, 'token-1');
    answer!(user());
    await reading;
    expect(sessionStore.get().user!.status).toBe('deactivated');
    vi.mocked(fetchUser).mockResolvedValueOnce(user());
    await refreshCurrentUser();
    expect(sessionStore.get().user!.status).toBe('active');
  });

  it('takes two overlapping reads in the order they were sent, whatever order they answer in', async () => {
    setUser(user(), 'token-1');
    const answers: Array<(value: User) => void> = [];
    vi.mocked(fetchUser).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const first = refreshCurrentUser();
    const second = refreshCurrentUser();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ ...user(), balance: 2 });
    answers[0]!({ ...user(), balance: 1 });
    await Promise.all([first, second]);
    expect(sessionStore.get().user!.balance).toBe(2);
  });
});

describe('userGate', () => {
  it('blocks deactivated users whatever the site requires', () => {
    expect(userGate({ status: 'deactivated' }, false)).toBe('disabled');
    expect(userGate({ status: 'deactivated' }, true)).toBe('disabled');
  });

  it('blocks pending users only when the site requires verification', () => {
    expect(userGate({ status: 'pending' }, true)).toBe('awaiting-approval');
    expect(userGate({ status: 'pending' }, false)).toBe('ok');
  });

  it('lets active users and a not-yet-loaded user through', () => {
    expect(userGate({ status: 'active' }, true)).toBe('ok');
    expect(userGate(null, true)).toBe('ok');
  });
});

const userWithStatus = (status: string) => ({ id: 1, role: 'customer', status }) as User;
const tenant = (mustVerify: boolean) =>
  siteStore.set({ settings: { must_verify_account: mustVerify } as Settings });

describe("a screen's prefetches", () => {
  beforeEach(() => {
    clearUser();
    siteStore.set({ settings: null });
  });

  it('run for an active account, and for a pending one where the tenant does not require verification', () => {
    const prefetch = vi.fn();
    setUser(userWithStatus('active'), 't');
    tenant(true);
    whenLetIn(prefetch);
    setUser(userWithStatus('pending'), 't');
    tenant(false);
    whenLetIn(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('ask for nothing for a deactivated account, or a pending one the tenant must verify first', () => {
    const prefetch = vi.fn();
    setUser(userWithStatus('deactivated'), 't');
    tenant(false);
    whenLetIn(prefetch);
    setUser(userWithStatus('pending'), 't');
    tenant(true);
    whenLetIn(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
