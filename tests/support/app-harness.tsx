/**
 * Renders the whole client in jsdom the way src/start.tsx starts it, with msw/node answering from the
 * reference backend's real contract. Module-level stores are put back to a fresh page load each time.
 */
import { act, render, waitFor } from '@testing-library/react';
import { setupTestBackend } from './backend';
import { App } from '@/app/app';
import { createSession, type Session } from '@/app/session-machine';
import { queryClient, readyQueryClient } from '@/app/query';
import { createAppRouter } from '@/app/router';
import { resolveConfig, type ResolvedConfig } from '@/config/load-config';
import type { RuntimeConfig } from '@/config/runtime-config';
import { sessionStore } from '@/session/model/session-store';
import { licenseStore } from '@/site/model/license-store';
import { siteStore } from '@/site/model/site-store';
import { IDEMPOTENCY_HEADER } from '@contract/schemas';
import { waitAtMost } from '@/lib/tasks';

export const ORIGIN = window.location.origin;

const config: RuntimeConfig = {
  api: { rules: [], fallback: 'origin', path: '/api/v1' },
  pusher: { enabled: false, key: 'k', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false },
  priceFeed: { enabled: false, url: null, path: '/socket.io', key: 'k' },
};

export { setupTestBackend };

/** The test's runtime config, as the app's start resolves it (Pusher off unless asked for). */
export const testConfig = (pusher = false) =>
  resolveConfig(
    { ...config, pusher: { ...config.pusher, enabled: pusher } },
    window.location as unknown as URL,
  );

/** Calls a test control of the reference backend (server/README.md). */
export async function control(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}/__demo${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path} answered ${response.status}`);
}

export async function loginAs(email: string) {
  const response = await fetch(`${ORIGIN}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password: 'demo-pass-1' }),
  });
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

/**
 * A POST to the API as the customer would send it from another device, with a fresh idempotency key
 * (the money calls need one): the answer as it came, for the test to judge.
 */
export function postAs(token: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
}

interface Visit {
  path: string;
  /** A signed-in session already in storage. */
  session?: { token: string; user: unknown };
  /** Settings remembered from an earlier visit, so the first-visit loading bar is skipped. */
  returning?: boolean;
  /** How the runtime config arrives; by default at once, from the test's own config. */
  loadConfig?: () => Promise<ResolvedConfig>;
  /**
   * The runtime config turns Pusher on: the session machine says it is connecting from the start, and
   * the test, which mocks `@/lib/realtime/echo`, stands in for the connection.
   */
  pusher?: boolean;
  /** Other stores' state kept from an earlier visit, by storage key. */
  remembered?: Record<string, object>;
  /**
   * How long the first route's load may hold the first render, as src/start.tsx's FIRST_ROUTE_WAIT_MS
   * does; by default until it ends. A route whose loader waits on a call that hangs needs a limit.
   */
  loadWaitMs?: number;
}

let previous: Session | undefined;

/** The session machine of the app the last `renderApp` started. */
export function appSession(): Session {
  if (!previous) throw new Error('renderApp first');
  return previous;
}

/**
 * Until the post-login fetch has read the user (100 ms after a signed-in screen first shows): a test
 * that counts what is asked for starts after it, or that read may land in the middle of the count.
 */
export async function postLoginReadDone() {
  await waitFor(() => {
    if (appSession().userReadComing()) throw new Error('the post-login read of the user is still to come');
  });
  // Set as the read is sent, cleared once it is stored.
  await waitFor(() => {
    if (sessionStore.get().isLoading) throw new Error('the user is still being read');
  });
}

export async function renderApp({
  path,
  session,
  returning,
  loadConfig,
  pusher = false,
  remembered = {},
  loadWaitMs,
}: Visit) {
  localStorage.clear();
  for (const [key, state] of Object.entries(remembered)) {
    localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
  }
  queryClient.clear();
  siteStore.set({
    settings: null,
    error: null,
    initialized: false,
    lastFetched: null,
    isLoading: true,
    offline: false,
  });
  sessionStore.set({ user: null, token: null, selectedAccountIndex: 0, isLoading: true });
  licenseStore.set({ licenseCode: null, isValid: false, phase: 'checking' });
  if (session) {
    localStorage.setItem(
      'user-storage',
      JSON.stringify({ state: { ...session, selectedAccountIndex: 0 }, version: 0 }),
    );
  }
  if (returning) {
    const settings = { status: 'active', name: 'Remembered', must_verify_account: true };
    localStorage.setItem(
      'site-settings-storage',
      JSON.stringify({ state: { settings, error: null, initialized: true, lastFetched: 1 }, version: 0 }),
    );
  }
  window.history.replaceState(null, '', path);
  // The previous test's machine closes its connections and stops following storage and the network.
  previous?.stop();
  const machine = createSession({
    loadQueryClient: async () => readyQueryClient(),
    loadConfig: loadConfig ?? (async () => testConfig(pusher)),
    navigateHome: () => void router.navigate({ to: '/' }),
  });
  const router = createAppRouter(machine);
  previous = machine;
  await machine.start();
  // In src/start.tsx's order: the first route's load, then the first render.
  const loaded = router.load();
  await act(() =>
    loadWaitMs === undefined
      ? loaded
      : waitAtMost(
          loaded.catch(() => {}),
          loadWaitMs,
        ),
  );
  const view = render(<App session={machine} router={router} />);
  return view;
}
