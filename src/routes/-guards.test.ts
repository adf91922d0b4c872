import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '@/features/session/model/session-store';
import { siteStore } from '@/features/site/model/site-store';
import type { Settings, User } from '@contract';
import { whenLetIn } from './-guards';

const user = (status: string) => ({ id: 1, role: 'customer', status }) as User;
const tenant = (mustVerify: boolean) =>
  siteStore.set({ settings: { must_verify_account: mustVerify } as Settings });

beforeEach(() => {
  clearUser();
  siteStore.set({ settings: null });
});

describe("a screen's prefetches", () => {
  it('run for an active account, and for a pending one where the tenant does not require verification', () => {
    const prefetch = vi.fn();
    setUser(user('active'), 't');
    tenant(true);
    whenLetIn(prefetch);
    setUser(user('pending'), 't');
    tenant(false);
    whenLetIn(prefetch);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('ask for nothing for a deactivated account, or a pending one the tenant must verify first', () => {
    const prefetch = vi.fn();
    setUser(user('deactivated'), 't');
    tenant(false);
    whenLetIn(prefetch);
    setUser(user('pending'), 't');
    tenant(true);
    whenLetIn(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
