import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract';
import { fetchCurrentUser } from '../api/user';
import {
  clearUser,
  loadCurrentUser,
  refreshCurrentUser,
  sessionStore,
  setUser,
  updateUser,
} from './session-store';

vi.mock('../api/user', () => ({ fetchCurrentUser: vi.fn() }));

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
    updateUser(user(), 'token-1');
    stop();
    expect(sessionStore.get().user).toBe(before);
    expect(notified).not.toHaveBeenCalled();
  });

  it('takes what changed, and keeps the parts that did not', () => {
    setUser(user(), 'token-1');
    const before = sessionStore.get().user!;
    updateUser({ ...user(), balance: 9_500 }, 'token-1');
    const after = sessionStore.get().user!;
    expect(after).not.toBe(before);
    expect(after.balance).toBe(9_500);
    expect(after.notifications).toBe(before.notifications);
  });

  it('drops an answer fetched for another session', () => {
    setUser(user(), 'token-2');
    updateUser({ ...user(), balance: 1 }, 'token-1');
    expect(sessionStore.get().user!.balance).toBe(10_000);
  });

  it('drops a read answered after a change that came while it was on its way, and takes a read sent after it', async () => {
    setUser(user(), 'token-1');
    let answer: ((value: User) => void) | undefined;
    vi.mocked(fetchCurrentUser).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const reading = loadCurrentUser();
    // The call loads with the signed-in frame: it is sent a moment later.
    await vi.waitFor(() => expect(answer).toBeDefined());
    // The event of the deactivation arrives, then the read answers with what the server held before it.
    updateUser({ ...user(), status: 'deactivated' }, 'token-1');
    answer!(user());
    await reading;
    expect(sessionStore.get().user!.status).toBe('deactivated');
    vi.mocked(fetchCurrentUser).mockResolvedValueOnce(user());
    await refreshCurrentUser();
    expect(sessionStore.get().user!.status).toBe('active');
  });

  it('takes two overlapping reads in the order they were sent, whatever order they answer in', async () => {
    setUser(user(), 'token-1');
    const answers: Array<(value: User) => void> = [];
    vi.mocked(fetchCurrentUser).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const first = refreshCurrentUser();
    const second = refreshCurrentUser();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ ...user(), balance: 2 });
    answers[0]!({ ...user(), balance: 1 });
    await Promise.all([first, second]);
    expect(sessionStore.get().user!.balance).toBe(2);
  });
});
