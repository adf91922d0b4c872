/**
 * What happens at start, at sign-in and at sign-out, in the order it happens:
 *
 * 1. Start (`startApp`): the device's memory is read back (the session, the tenant's settings, the
 *    license, the query cache), and the API client is told, once, where the API is, which token to send
 *    and what a 401 does.
 * 2. Sign-in (`startSession`): whatever an earlier session left on this device is wiped, then the user
 *    and token are stored. On the first signed-in screen, the root route's `usePostLoginFetch` reads
 *    the user and the site data afresh.
 * 3. The session (`followSession`): one subscription to the session store opens what lives as long as
 *    a token (the Pusher connection, the price feed, the chat outbox) and closes the previous token's,
 *    with its prices and badge. The Pusher connection also follows the account's gate.
 * 4. Sign-out (`signOut`): the token is revoked (best effort), and the user, the sign-up draft, every
 *    cached answer (in memory and in IndexedDB) and the chat's unsent messages and drafts are removed.
 *    Clearing the user ends the session's connections (3).
 * 5. Another tab signs out or in as someone else (`followSessionFromOtherTab`), or the server answers 401
 *    (`handleUnauthorized`): both end in the same place as a sign-out, and a 401 keeps why the
 *    session ended for the login page to say.
 *
 * The signed-in screens add the user's own live side (channels, heartbeat, trade sync): `LiveUser`
 * (live-user.ts), mounted by the protected layout, follows the user id the session store holds.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ResolvedConfig } from '@/config/load-config';
import { logout } from '@/features/auth/api/auth';
import { showAppBadge } from '@/features/chat/model/app-badge';
import { endDraftSession, wipeChatStorage } from '@/features/chat/model/chat-storage';
import { clearDraft, removeStaleDraft } from '@/features/onboarding/model/draft-store';
import { userGate } from '@/features/session/model/gate';
import { forgetSessionEnd, rememberSessionEnd } from '@/features/session/model/session-end';
import {
  clearUser,
  loadCurrentUser,
  refreshCurrentUser,
  rehydrateSession,
  sessionStore,
  setUser,
} from '@/features/session/model/session-store';
import { licenseStore } from '@/features/site/model/license-store';
import { applyMarketUpdate, siteDataQuery } from '@/features/site/api/site-data';
import { loadSettings, rehydrateSite, siteStore } from '@/features/site/model/site-store';
import { forgetInstrument } from '@/features/trading/model/chosen-instrument';
import { configureTrading } from '@/features/trading/model/trading-settings';
import { configureApiClient } from '@/lib/api';
import { isSessionEndReason, type User } from '@contract';
import { priceStore } from '@/lib/prices/price-store';
import {
  answeredBeforePageStart,
  restoreQueryCache,
  syncOnlineState,
  wipeQueryCache,
} from '@/lib/query/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { useStore } from '@/lib/store/store';
import { isPublicPath, signsOutOn401 } from './public-routes';
import { queryClient as appQueryClient } from './query';
// Types only: the socket clients and the outbox are imported on demand, once a session needs them, so a
// visitor on the login page never downloads them.
import type * as EchoClient from '@/lib/realtime/echo';
import type * as PriceSocketClient from '@/lib/prices/price-socket';
import type * as OutboxClient from '@/features/chat/api/chat-outbox';

interface StartOptions {
  loadConfig: () => Promise<ResolvedConfig>;
  navigateHome: () => void;
}

// ---------------------------------------------------------------------------------------------------
// 1. Start
// ---------------------------------------------------------------------------------------------------

let config: Promise<ResolvedConfig> | null = null;
/** Where a forced sign-out (a 401, another tab) sends the user; startApp sets the router's navigation. */
let goHome = () => {};
/** Ends what the previous start set up (tests start the app more than once). */
let stopPreviousStart = () => {};

/**
 * The runtime config, loaded once. A failed load is forgotten, so the next call (the user's
 * 'Try Again') asks again instead of repeating the failure.
 */
function runtimeConfig(load: () => Promise<ResolvedConfig>): Promise<ResolvedConfig> {
  config ??= load().then(
    (resolved) => {
      configureTrading(resolved.trading);
      return resolved;
    },
    (error: unknown) => {
      config = null;
      throw error;
    },
  );
  return config;
}

const signedIn = () => sessionStore.get().token !== null;

/**
 * After the restore from disk: without a session (signed out here or in another tab meanwhile) nothing
 * restored is kept. With one, every restored answer counts as stale, whatever its age: it shows at once
 * (and offline), and the server is asked again as it is used. The disk copy can be a second behind the
 * screen it came from (writes are throttled), so a reload must not trust it as fresh.
 */
function settleRestored() {
  if (!signedIn()) appQueryClient.clear();
  else void appQueryClient.invalidateQueries({ predicate: answeredBeforePageStart });
}

/**
 * Start order: restore what this device remembers, choose the API base from the runtime config, then
 * fetch the tenant's settings. What the device remembers is read and checked first, and the app
 * renders once that is known, so no route guard ever sees a session that is still being read. The query cache the last visit left in IndexedDB is read
 * meanwhile too, and is back in memory when this returns (unless IndexedDB takes seconds): a route's
 * loader, which runs after, finds the answers the user last saw, offline as well. Then the session is
 * followed (3). Other tabs and the network are listened to from the first moment.
 */
export async function startApp({ loadConfig, navigateHome }: StartOptions): Promise<void> {
  // Before the session is restored: a follower of an earlier start must not load that start's config.
  stopPreviousStart();
  const stopListening = listenToOtherTabsAndNetwork();
  stopPreviousStart = stopListening;
  config = null;
  goHome = navigateHome;
  syncOnlineState();
  // The only place the API client learns about the session: the one configure call of the app.
  configureApiClient({
    baseUrl: async () => (await runtimeConfig(loadConfig)).apiBase,
    token: () => sessionStore.get().token,
    onUnauthorized: handleUnauthorized,
  });
  // Each reads what is stored at once, before the settings' answer can change the store.
  const restored = Promise.all([
    rehydrateSession(),
    rehydrateSite(),
    licenseStore.rehydrate(),
    removeStaleDraft(),
  ]);
  // Settled against the session being read meanwhile. Written back only while someone is signed in:
  // a write scheduled before a sign-out, or a restore that ends after it, cannot put the signed-out
  // user's answers back on disk.
  const cacheBack = restoreQueryCache(appQueryClient, () => restored.then(settleRestored), signedIn);
  void loadSettings();
  await restored;
  const stopPersisting = await cacheBack;
  const stopFollowing = followSession(() => runtimeConfig(loadConfig), appQueryClient);
  stopPreviousStart = () => {
    stopPersisting();
    stopFollowing();
    stopListening();
  };
}

function listenToOtherTabsAndNetwork(): () => void {
  if (typeof window === 'undefined') return () => {};
  // Settings shown from memory while offline are refreshed as soon as the network returns.
  const online = () => {
    if (siteStore.get().offline) void loadSettings();
  };
  // Another tab signed out or in: this one follows (a null key means that tab cleared all storage).
  const storage = (event: StorageEvent) => {
    if (event.key === storageKeys.session || event.key === null) void followSessionFromOtherTab();
  };
  window.addEventListener('online', online);
  window.addEventListener('storage', storage);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('storage', storage);
  };
}

// ---------------------------------------------------------------------------------------------------
// 2. Sign-in
// ---------------------------------------------------------------------------------------------------

/**
 * Starts a signed-in session. Whatever an earlier session cached is wiped first, so one person's
 * data can never show in another's (an auto-login link opened on a signed-in device, say); a sign-up
 * draft left by someone else goes too. Storing the user is what opens the session's connections (3).
 */
export async function startSession(queryClient: QueryClient, user: User, token: string) {
  forgetSessionEnd();
  await wipeSessionData(queryClient);
  setUser(user, token);
}

/**
 * What a session leaves on this device beside the stored user: the sign-up draft (with its plain-text
 * password), every cached answer in memory and IndexedDB, and the chat's unsent messages and drafts.
 */
async function wipeSessionData(queryClient: QueryClient) {
  clearDraft();
  await Promise.all([wipeQueryCache(queryClient), wipeChatOfSession()]);
}

const POST_LOGIN_FETCH_DELAY_MS = 100;

/** The token the post-login fetch last ran for: it runs once per token, however often routes change. */
let fetchedFor: string | null = null;

/**
 * Site data answered by the server since this page started is already fresh (the dashboard asks for it
 * as it opens, the post-login fetch a moment later): only what an earlier visit cached is asked again.
 */
const freshSincePageStart = (query: { state: { dataUpdatedAt: number } }) =>
  answeredBeforePageStart(query) ? 0 : Infinity;

/**
 * The root route's: 100 ms after arriving on a non-public route with a token, load the current user,
 * then the site data, once per token. Errors are only logged.
 */
export function usePostLoginFetch(queryClient: QueryClient, pathname: string) {
  const token = useStore(sessionStore, (s) => s.token);
  const onPublic = isPublicPath(pathname);
  useEffect(() => {
    if (!token || onPublic) return;
    if (fetchedFor === token) return;
    const timer = setTimeout(() => {
      fetchedFor = token;
      void loadCurrentUser()
        // Fresh from the server once per token, whatever an earlier visit cached.
        .then(() => queryClient.fetchQuery({ ...siteDataQuery(), staleTime: freshSincePageStart }))
        .catch((error: unknown) => console.error('[session] post-login data', error));
    }, POST_LOGIN_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, onPublic, queryClient]);
  useEffect(() => {
    if (!token) fetchedFor = null;
  }, [token]);
}

// ---------------------------------------------------------------------------------------------------
// 3. The session: what lives as long as a token
// ---------------------------------------------------------------------------------------------------

/**
 * Follows the session store: sign-in, sign-out, a 401 and another tab all pass through it, so this one
 * subscription covers them all. One set of connections per token; when a token goes, its connections
 * close, and the price book (with the session's opening prices) and the app badge start empty for
 * whoever comes next. Within a session the Pusher connection follows the account's gate: a deactivated
 * account may not receive private events, and the server closes its connections (one awaiting
 * approval keeps them, for its chat with support); it opens again once the user, asked again, is let in
 * (the gate screen's 'Check Status'). Returns the stop, which closes the current connections.
 */
export function followSession(config: () => Promise<ResolvedConfig>, queryClient: QueryClient): () => void {
  let current: SessionConnections | null = null;

  const sync = () => {
    const { token, user } = sessionStore.get();
    // One awaiting approval stays connected: their chat with support and the news of the approval.
    const letIn = userGate(user, siteStore.get().settings?.must_verify_account ?? false) !== 'disabled';
    if (token === (current?.token ?? null)) {
      // The same session, let in or shut out by a change of the user or of the tenant's rules.
      current?.letIn(letIn);
      return;
    }
    if (current) {
      // A session ended (sign-out, 401, another tab, another account): its prices, badge and last
      // chosen instrument go with it.
      priceStore.clear();
      forgetInstrument();
      showAppBadge(0);
      current.close();
    }
    current = token
      ? openSessionConnections(token, { config, queryClient, letIn, admin: user?.role === 'admin' })
      : null;
  };

  const unsubscribe = [sessionStore.subscribe(sync), siteStore.subscribe(sync)];
  sync();
  return () => {
    unsubscribe.forEach((stop) => stop());
    current?.close();
    current = null;
  };
}

interface SessionConnections {
  token: string;
  /** Opens the Pusher connection for a user let in, closes it for one shut out. */
  letIn(letIn: boolean): void;
  close(): void;
}

type EchoModule = typeof EchoClient;
type PriceSocketModule = typeof PriceSocketClient;
type OutboxModule = typeof OutboxClient;

/** The outbox module once a session has loaded it: a sign-out must not wait for (or fail on) a download. */
let outboxModule: OutboxModule | null = null;
const loadOutbox = () =>
  import('@/features/chat/api/chat-outbox').then((module) => {
    outboxModule = module;
    return module;
  });

/** Why the server last ended the session's connection, for a 401 that does not say it. */
let terminatedFor: string | undefined;

/**
 * The server ended the connection's session. Asking for the user settles what the app shows: a 401
 * signs the user out (the API client's own handling), a blocked account gets its screen.
 */
function whoIsSignedInNow(reason?: string) {
  terminatedFor = reason;
  refreshCurrentUser().catch((error: unknown) =>
    console.warn('[realtime] the session ended on the server; the user could not be read again', error),
  );
}

const failed = (error: unknown) =>
  console.error('[realtime] could not open the live connections: staying on polling', error);

/**
 * Opens one token's connections: the Pusher connection (while the user is let in), the price feed
 * (customers only: admins chat, they have no prices to show) and the chat outbox (sending first what
 * an earlier visit left). The socket clients load only when the runtime config turns them on. Each
 * connection is set up in a task of its own: at start they share the CPU with the first page.
 */
function openSessionConnections(
  token: string,
  options: {
    config: () => Promise<ResolvedConfig>;
    queryClient: QueryClient;
    letIn: boolean;
    admin: boolean;
  },
): SessionConnections {
  let open = true;
  /** Whether the Pusher connection is open (or opening): false while the account is blocked. */
  let live = false;
  let echo: EchoModule | null = null;
  let prices: PriceSocketModule | null = null;
  let stopOutbox: (() => void) | null = null;

  // The session may end, or its user be shut out, at any await: open nothing for a session that is gone.
  const openPusher = async () => {
    const resolved = await options.config();
    if (!live || !resolved.pusher.enabled) return;
    const echoModule = await import('@/lib/realtime/echo');
    if (!live) return;
    echo = echoModule;
    echoModule.connectRealtime(resolved.pusher, { onTerminated: whoIsSignedInNow });
  };

  const openPrices = async () => {
    const resolved = await options.config();
    if (!open || !resolved.priceFeed.enabled || options.admin) return;
    const pricesModule = await import('@/lib/prices/price-socket');
    prices = pricesModule;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!open) return;
    pricesModule.connectPriceFeed(resolved.priceFeed, {
      onMarkets: (update) => applyMarketUpdate(options.queryClient, update),
    });
  };

  const letIn = (next: boolean) => {
    if (!open || next === live) return;
    live = next;
    if (next) openPusher().catch(failed);
    else echo?.disconnectRealtime();
  };

  letIn(options.letIn);
  openPrices().catch(failed);
  loadOutbox().then(
    (outbox) => {
      if (open) stopOutbox = outbox.startChatOutbox(options.queryClient);
    },
    (error: unknown) => console.error('[chat] the outbox could not be loaded', error),
  );

  return {
    token,
    letIn,
    close: () => {
      open = false;
      live = false;
      echo?.disconnectRealtime();
      prices?.disconnectPriceFeed();
      stopOutbox?.();
      stopOutbox = null;
    },
  };
}

/**
 * The unsent messages and drafts of the session before go (sign-out and a new sign-in). Works offline
 * and before the outbox was ever loaded: the storage is wiped directly, the outbox stopped if running.
 */
function wipeChatOfSession() {
  return outboxModule ? outboxModule.wipeChat() : wipeChatStorage();
}

// ---------------------------------------------------------------------------------------------------
// 4. Sign-out
// ---------------------------------------------------------------------------------------------------

/**
 * Ends the session on this device: the server token is revoked (best effort), the stored user and
 * every cached answer of theirs, in memory and in IndexedDB, are removed, and so are any sign-up
 * draft with its plain-text password and the chat's unsent messages and drafts. Clearing the user
 * closes the session's connections and empties the price book and the badge (3).
 */
export async function signOut(queryClient: QueryClient, { revoke }: { revoke: boolean }) {
  if (revoke && sessionStore.get().token) logout().catch(() => undefined);
  clearUser();
  await wipeSessionData(queryClient);
}

/**
 * The Logout buttons: end the session everywhere it lives and go to the login page. The login page's
 * code is fetched ahead while the browser is idle, so Logout works offline even before the service
 * worker has stored the app.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    const preload = () => void router.loadRouteChunk(router.routesById['/'])?.catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [router]);
  return useCallback(async () => {
    // Signed out here, on purpose: the login page has nothing to explain.
    forgetSessionEnd();
    await signOut(queryClient, { revoke: true });
    await navigate({ to: '/' });
  }, [queryClient, navigate]);
}

// ---------------------------------------------------------------------------------------------------
// 5. Another tab, and a 401
// ---------------------------------------------------------------------------------------------------

/**
 * Another tab of this app signed out, or signed in as someone else. This tab follows: it drops what it
 * holds in memory (the other tab already cleared storage) and goes to the login page, instead of
 * writing the old session back on its next change.
 */
async function followSessionFromOtherTab() {
  const before = sessionStore.get().token;
  // Nothing (or nothing valid) stored any more means signed out.
  if (!(await sessionStore.rehydrate())) clearUser();
  if (sessionStore.get().token === before) return;
  // The other tab removed the draft already, unless it runs an older build that did not.
  clearDraft();
  // It wiped the chat's drafts too: one typed here and not yet written must not bring them back.
  endDraftSession();
  appQueryClient.clear();
  goHome();
}

/**
 * A 401 outside the pages where it is an answer to show signs the user out and sends them to `/`,
 * which says why: the answer's reason, else the realtime termination's, else an expired session.
 */
function handleUnauthorized(reason?: string) {
  const path = window.location.pathname;
  if (!signsOutOn401(path) || !sessionStore.get().token) return;
  const known = [reason, terminatedFor].find(isSessionEndReason);
  terminatedFor = undefined;
  rememberSessionEnd(known ?? 'session_expired');
  void signOut(appQueryClient, { revoke: false }).then(() => goHome());
}
