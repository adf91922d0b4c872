/**
 * The session, as one machine, from top to bottom:
 *
 *   signed-out  ──start──▶  restoring  ──▶  signed-in, or signed-out (as the device remembers)
 *   signed-out  ──sign-in──▶  signed-in: let in, or blocked (pending, deactivated) until the user
 *                             read again is let in
 *   signed-in   ──sign-out, a 401──▶  signing-out  ──▶  signed-out
 *   signed-in   ──another tab signed out──▶  signed-out
 *
 * - restoring: the device's memory is read back (the session, the tenant's settings, the license, the
 *   sign-up draft and, with a session, the query cache from IndexedDB), and the API client is told,
 *   once, where the API is, which token to send and what a 401 does.
 * - signed-in: one set of connections per token (the Pusher connection, the price feed, the chat
 *   outbox). The user's gate (userGate) says whether they are let in or blocked; a deactivated account
 *   keeps no Pusher connection, one awaiting approval keeps it (their chat with support, the news of the
 *   approval). On the first non-public screen, after 100 ms, the user then the site data are read once
 *   per token (the post-login fetch); the user's read waits for the user's channels, as the lists do.
 * - signing-out: the token is revoked (best effort) and everything of the session is wiped: the stored
 *   user, every cached answer in memory and IndexedDB, the sign-up draft, the chat's unsent messages and
 *   drafts, the price book, the last chosen instrument, the badge, this browser's push subscription
 *   and the notifications on screen. A 401 ends the same way and keeps why the session ended for the
 *   login page to say; after another tab's sign-out, which wiped the storage, this tab drops what it
 *   holds in memory (and ends the subscription and closes the notifications, if that tab has not).
 *
 * What only a session needs on the device (the query cache on disk, what its end wipes and closes) is
 * session-on-device.ts, loaded as a session is restored or begins: a visitor who never signs in does
 * without it. So does the query client itself (`queries`), which the signed-in frame waits for: no
 * screen outside it queries.
 *
 * Everything lives in the machine `createSession` returns: the app makes one at start (src/start.tsx) and
 * hands it down (`SessionProvider`); a test makes its own. The signed-in screens add the user's own live
 * side (channels, heartbeat, trade sync) in `LiveUser` (live-user.ts), which listens on the connection
 * the machine opens.
 */
import { createContext, createElement, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ResolvedConfig } from '@/config/load-config';
import { askStepUp } from '@/features/auth/model/step-up';
import { clearDraft, removeStaleDraft } from '@/features/onboarding/model/stored-draft';
import { configureTrading } from '@/features/trading/model/trading-settings';
import { forgetSessionEnd, rememberSessionEnd } from '@/session/model/session-end';
import {
  clearUser,
  loadCurrentUser,
  refreshCurrentUser,
  rehydrateSession,
  sessionStore,
  setUser,
  userGate,
  type UserGate,
} from '@/session/model/session-store';
import { licenseStore } from '@/site/model/license-store';
import { loadSettings, rehydrateSite, siteStore } from '@/site/model/site-store';
import { configureApiClient } from '@/lib/api';
import { setRealtimeStatus } from '@/lib/realtime/status-store';
import { storageKeys } from '@/lib/storage-keys';
import { createStore, useStore, type Store } from '@/lib/store/store';
import { isSessionEndReason, type User } from '@contract';
import { isPublicPath, signsOutOn401 } from './public-routes';
import { appStoredOffline } from './service-worker';
// Types only: the socket clients and the outbox are imported on demand, once a session needs them, so a
// visitor on the login page never downloads them.
import type * as EchoClient from '@/lib/realtime/echo';
import type * as PriceSocketClient from '@/lib/prices/price-socket';
import type * as OutboxClient from '@/features/chat/api/chat-outbox';
// The site data's query too (it brings the instruments' validators): only a signed-in session reads it.
import type * as SiteDataApi from '@/site/api/site-data';
// And what a session keeps on the device and its end wipes (the query cache on disk among them).
import type * as OnDevice from './session-on-device';

/** What a signed-in user may reach: the app (let in), or a gate screen while blocked. */
export type Access = 'let-in' | 'pending' | 'deactivated';

export type SessionPhase =
  | { name: 'signed-out' }
  | { name: 'restoring' }
  | { name: 'signed-in'; token: string; access: Access }
  | { name: 'signing-out' };

const accessOf: Record<UserGate, Access> = {
  ok: 'let-in',
  'awaiting-approval': 'pending',
  disabled: 'deactivated',
};

/**
 * The machine's state from what it is doing and what the stores hold: a pure function, so each
 * transition reads (and is tested) in one place.
 */
export function phaseOf({
  restoring,
  signingOut,
  token,
  user,
  mustVerify,
}: {
  restoring: boolean;
  signingOut: boolean;
  token: string | null;
  user: Pick<User, 'status'> | null;
  mustVerify: boolean;
}): SessionPhase {
  if (signingOut) return { name: 'signing-out' };
  if (restoring) return { name: 'restoring' };
  if (!token) return { name: 'signed-out' };
  return { name: 'signed-in', token, access: accessOf[userGate(user, mustVerify)] };
}

export const POST_LOGIN_FETCH_DELAY_MS = 100;

/** When this page started: an answer older than that came from disk, from an earlier visit. */
const pageStartedAt = Date.now();

/** Whether a query's answer was restored from disk rather than given by the server to this page. */
const answeredBeforePageStart = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < pageStartedAt;

export interface SessionOptions {
  /**
   * The app's query client, imported as a session is restored or begins, or a signed-in screen
   * opens (`queries`): a visitor who never signs in does without TanStack Query's core.
   */
  loadQueryClient: () => Promise<QueryClient>;
  loadConfig: () => Promise<ResolvedConfig>;
  /** Where a forced sign-out (a 401, another tab) sends the user: the router's navigation to `/`. */
  navigateHome: () => void;
}

export interface Session {
  /** The phase, for whoever needs to follow it (components: `useSessionPhase`). */
  readonly phase: Store<{ phase: SessionPhase }>;
  /** restoring → signed-in or signed-out. Resolves once the app may render. */
  start(): Promise<void>;
  /** A sign-in (login, registration, auto-login): an earlier session's data is wiped first. */
  signIn(user: User, token: string): Promise<void>;
  /** signing-out → signed-out. `revoke`: ask the server to end the token too (best effort). */
  signOut(options: { revoke: boolean }): Promise<void>;
  /**
   * The query cache, loaded once: the signed-in frame's guard waits for it (routes/_app.tsx) and hands
   * it to its screens' loaders; `SessionQueries` (session-queries.tsx) hands it to their queries.
   */
  queries(): Promise<QueryClient>;
  /** The query client once loaded (null until then), for whoever needs to follow it. */
  readonly queryClient: Store<{ loaded: QueryClient | null }>;
  /** The post-login fetch, armed on arriving at `pathname`; returns its cancel. */
  arrivedAt(pathname: string): () => void;
  /**
   * Whether the signed-in token's post-login fetch has yet to send its read of the user: that read,
   * coming after now, holds every change made before it, so a channel subscribed now need not read it too.
   */
  userReadComing(): boolean;
  /** Closes the connections and stops listening (tests start more than one machine). */
  stop(): void;
}

type EchoModule = typeof EchoClient;
type PriceSocketModule = typeof PriceSocketClient;
type OutboxModule = typeof OutboxClient;
const siteDataApi = (): Promise<typeof SiteDataApi> => import('@/site/api/site-data');
const sessionOnDevice = (): Promise<typeof OnDevice> => import('./session-on-device');

interface SessionConnections {
  token: string;
  /** Opens the Pusher connection for a user let in (or pending), closes it for a deactivated one. */
  connect(live: boolean): void;
  close(): void;
}

const failed = (error: unknown) =>
  console.error('[realtime] could not open the live connections: staying on polling', error);

export function createSession({ loadQueryClient, loadConfig, navigateHome }: SessionOptions): Session {
  const phase = createStore<{ phase: SessionPhase }>({ phase: { name: 'signed-out' } });
  let restoring = false;
  /** This page's own read of the stored session, at its start: what another tab's change is measured against. */
  let sessionRead: Promise<unknown> = Promise.resolve();
  let signingOut = false;
  let current: SessionConnections | null = null;
  /** The token the post-login fetch last ran for: once per token, however often routes change. */
  let fetchedFor: string | null = null;
  /** The token whose user the post-login fetch has sent its read for (it may wait for the channels). */
  let userReadFor: string | null = null;
  /** Why the server last ended the session's connection, for a 401 that does not say it. */
  let terminatedFor: string | undefined;
  /** The outbox module once a session has loaded it: a sign-out must not wait for (or fail on) a download. */
  let outbox: OutboxModule | null = null;
  let config: Promise<ResolvedConfig> | null = null;
  /** Stops writing the query cache to disk: started by the first session of this page, kept after. */
  let stopCacheWrites: (() => void) | null = null;
  const stops: Array<() => void> = [() => stopCacheWrites?.()];

  /** The query client: until it is loaded no screen has asked anything, and nothing is cached. */
  const queryClient = loadedOnce(loadQueryClient);
  const queries = queryClient.load;
  /** What a session keeps on the device. */
  const onDevice = loadedOnce(sessionOnDevice);
  const loadOnDevice = onDevice.load;
  /** What keeping the query cache on the device takes: the module that does it and the cache itself. */
  const cacheOnDevice = () => Promise.all([loadOnDevice(), queries()]);
  /** At once when loaded (a session has loaded it: it comes with the signed-in frame), else when it is. */
  const withOnDevice = (run: (module: typeof OnDevice) => void) => {
    const module = onDevice.current();
    if (module) run(module);
    else
      loadOnDevice().then(run, (error: unknown) =>
        console.error('[session] could not load what the session keeps on this device', error),
      );
  };

  /**
   * The runtime config, loaded once. A failed load is forgotten, so the next call (the user's
   * 'Try Again') asks again instead of repeating the failure.
   */
  const runtimeConfig = (): Promise<ResolvedConfig> => {
    config ??= loadConfig().then(
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
  };

  const signedIn = () => sessionStore.get().token !== null;

  // -------------------------------------------------------------------------------------------------
  // The transition: every change of the session or the tenant's rules passes here
  // -------------------------------------------------------------------------------------------------

  const sync = () => {
    const { token, user } = sessionStore.get();
    const mustVerify = siteStore.get().settings?.must_verify_account ?? false;
    const next = phaseOf({ restoring, signingOut, token, user, mustVerify });
    if (!sameJson(next, phase.get().phase)) phase.set({ phase: next });
    // Connections follow the token once restored; during a sign-out the token is already gone.
    if (restoring) return;
    const live = next.name === 'signed-in' && next.access !== 'deactivated';
    if (token === (current?.token ?? null)) {
      // The same session, let in or shut out by a change of the user or of the tenant's rules.
      current?.connect(live);
      return;
    }
    if (current) {
      withOnDevice((module) => module.forgetSession());
      current.close();
    }
    // A session's answers are kept on disk from its first moment (restored at start, else written from now).
    if (token && !stopCacheWrites)
      cacheOnDevice().then(
        ([module, client]) => (stopCacheWrites ??= module.writeQueryCache(client, signedIn)),
        (error: unknown) =>
          console.error('[session] the cached answers will not be kept on this device', error),
      );
    if (fetchedFor !== token) fetchedFor = null;
    if (userReadFor !== token) userReadFor = null;
    current = token ? openConnections(token, { live, admin: user?.role === 'admin' }) : null;
  };

  // -------------------------------------------------------------------------------------------------
  // restoring
  // -------------------------------------------------------------------------------------------------

  /**
   * After the restore from disk: without a session (signed out here or in another tab meanwhile)
   * nothing restored is kept. With one, every restored answer counts as stale, whatever its age: it
   * shows at once (and offline), and the server is asked again as it is used. The disk copy can be a
   * second behind the screen it came from (writes are throttled), so a reload must not trust it.
   */
  const settleRestored = (client: QueryClient) => {
    if (!signedIn()) client.clear();
    else void client.invalidateQueries({ predicate: answeredBeforePageStart });
  };

  /**
   * What the device remembers is read and checked first, then the settings are asked for, and the
   * app renders once the session is known, so no route guard ever sees a session still being read.
   * With a session, the query cache the last visit left in IndexedDB is read too, and is back in
   * memory when this returns (unless IndexedDB takes seconds): a route's loader, which runs after,
   * finds the answers the user last saw, offline as well. Other tabs and the network are listened to
   * from the first moment.
   */
  const start = async () => {
    restoring = true;
    sync();
    stops.push(listenToOtherTabsAndNetwork());
    // The only place the API client learns about the session: the one configure call of the app.
    configureApiClient({
      baseUrl: async () => (await runtimeConfig()).apiBase,
      token: () => sessionStore.get().token,
      onUnauthorized: unauthorized,
      onStepUpRequired: askStepUp,
    });
    // Each reads what is stored at once, before the settings' answer can change the store.
    // The draft's check loads only when a draft is stored.
    sessionRead = rehydrateSession();
    const restored = Promise.all([
      sessionRead,
      rehydrateSite(),
      licenseStore.rehydrate(),
      removeStaleDraft(),
    ]);
    void loadSettings();
    await restored;
    // Written back only while someone is signed in: a write scheduled before a sign-out, or a restore
    // that ends after it, cannot put the signed-out user's answers back on disk.
    if (signedIn())
      stopCacheWrites = await cacheOnDevice().then(
        ([module, client]) => module.restoreQueryCache(client, async () => settleRestored(client), signedIn),
        (error: unknown) => {
          console.error('[session] the cached answers could not be restored', error);
          return null;
        },
      );
    restoring = false;
    stops.push(sessionStore.subscribe(sync), siteStore.subscribe(sync));
    sync();
  };

  const listenToOtherTabsAndNetwork = (): (() => void) => {
    if (typeof window === 'undefined') return () => {};
    // Settings shown from memory while offline are refreshed as soon as the network returns.
    const online = () => {
      if (siteStore.get().offline) void loadSettings();
    };
    // Another tab signed out or in: this one follows (a null key means that tab cleared all storage).
    const storage = (event: StorageEvent) => {
      if (event.key === storageKeys.session || event.key === null) void followOtherTab();
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('storage', storage);
    };
  };

  // -------------------------------------------------------------------------------------------------
  // signed-in
  // -------------------------------------------------------------------------------------------------

  /**
   * Whatever an earlier session cached is wiped first, so one person's data can never show in
   * another's (an auto-login link opened on a signed-in device, say). Storing the user is what moves
   * the machine to signed-in and opens the session's connections.
   */
  const signIn = async (user: User, token: string) => {
    forgetSessionEnd();
    await wipe();
    setUser(user, token);
  };

  /**
   * Site data answered since this page started is already fresh (the dashboard's loader asks for it
   * as it opens, the post-login fetch a moment later): only what an earlier visit cached is asked again.
   */
  const freshSincePageStart = (query: { state: { dataUpdatedAt: number } }) =>
    answeredBeforePageStart(query) ? 0 : Infinity;

  /**
   * The post-login fetch's read of the user, once the user's two channels have been subscribed (or no
   * live connection is on its way): what changes the user from then on arrives as events, so their
   * catch-ups, which leave the user to this read while it is still to be sent, need not read it again.
   * It waits as the lists' first fetches do (lib/realtime `whenUserFollowed`, at most FOLLOW_WAIT_MS).
   */
  const readUserOnceFollowed = async (token: string) => {
    const userId = sessionStore.get().user?.id;
    if (userId !== undefined) {
      const { whenUserFollowed } = await import('@/lib/realtime');
      await whenUserFollowed(userId);
    }
    if (sessionStore.get().token !== token) return;
    userReadFor = token;
    await loadCurrentUser();
  };

  /** 100 ms after arriving on a non-public route with a token: the user, then the site data, once per token. */
  const arrivedAt = (pathname: string) => {
    const { token } = sessionStore.get();
    if (!token || isPublicPath(pathname) || fetchedFor === token) return () => {};
    const timer = setTimeout(() => {
      if (sessionStore.get().token !== token) return;
      fetchedFor = token;
      void Promise.all([readUserOnceFollowed(token), siteDataApi(), queries()])
        .then(([, { siteDataQuery }, client]) =>
          client.fetchQuery({ ...siteDataQuery(), staleTime: freshSincePageStart }),
        )
        .catch((error: unknown) => console.error('[session] post-login data', error));
    }, POST_LOGIN_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  };

  const loadOutbox = () =>
    import('@/features/chat/api/chat-outbox').then((module) => {
      outbox = module;
      return module;
    });

  /**
   * The server ended the connection's session. Asking for the user settles what the app shows: a 401
   * signs the user out (the API client's own handling), a blocked account gets its screen.
   */
  const whoIsSignedInNow = (reason?: string) => {
    terminatedFor = reason;
    refreshCurrentUser().catch((error: unknown) =>
      console.warn('[realtime] the session ended on the server; the user could not be read again', error),
    );
  };

  /**
   * One token's connections: the Pusher connection (while the user may have it), the price feed
   * (customers only: admins chat, they have no prices to show) and the chat outbox (sending first what
   * an earlier visit left). The socket clients load only when the runtime config turns them on. Each
   * is set up in a task of its own: at start they share the CPU with the first page. The session may
   * end, or its user be shut out, at any await: nothing opens for a session that is gone.
   */
  const openConnections = (
    token: string,
    { live: liveAtFirst, admin }: { live: boolean; admin: boolean },
  ) => {
    let open = true;
    let live = false;
    let echo: EchoModule | null = null;
    let prices: PriceSocketModule | null = null;
    let stopOutbox: (() => void) | null = null;

    const openPusher = async () => {
      // Connecting from here, before the runtime config and the client have loaded: a list's first
      // fetch, which may start meanwhile (a returning customer's dashboard), waits for its channel
      // (whenFollowed in lib/realtime) rather than being asked for again by the channel's catch-up.
      setRealtimeStatus({ state: 'connecting' });
      const notConnecting = (error: unknown) => {
        setRealtimeStatus({ state: 'disconnected' });
        throw error;
      };
      const resolved = await runtimeConfig().catch(notConnecting);
      if (!live || !resolved.pusher.enabled) return setRealtimeStatus({ state: 'disconnected' });
      const echoModule = await import('@/lib/realtime/echo').catch(notConnecting);
      if (!live) return setRealtimeStatus({ state: 'disconnected' });
      echo = echoModule;
      echoModule.connectRealtime(resolved.pusher, { onTerminated: whoIsSignedInNow });
    };

    const openPrices = async () => {
      const resolved = await runtimeConfig();
      if (!open || !resolved.priceFeed.enabled || admin) return;
      const [pricesModule, { applyMarketUpdate }, client] = await Promise.all([
        import('@/lib/prices/price-socket'),
        siteDataApi(),
        queries(),
      ]);
      prices = pricesModule;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!open) return;
      pricesModule.connectPriceFeed(resolved.priceFeed, {
        onMarkets: (update) => applyMarketUpdate(client, update),
      });
    };

    const connect = (next: boolean) => {
      if (!open || next === live) return;
      live = next;
      if (next) openPusher().catch(failed);
      else echo?.disconnectRealtime();
    };

    connect(liveAtFirst);
    openPrices().catch(failed);
    loadOutbox().then(
      (module) => {
        if (open) stopOutbox = module.startChatOutbox();
      },
      (error: unknown) => console.error('[chat] the outbox could not be loaded', error),
    );

    return {
      token,
      connect,
      close: () => {
        open = false;
        live = false;
        echo?.disconnectRealtime();
        prices?.disconnectPriceFeed();
        stopOutbox?.();
        stopOutbox = null;
      },
    } satisfies SessionConnections;
  };

  // -------------------------------------------------------------------------------------------------
  // signing-out
  // -------------------------------------------------------------------------------------------------

  /**
   * What a session leaves on this device beside the stored user: the sign-up draft (with its
   * plain-text password), and what session-on-device.ts wipes (every cached answer, the chat's words).
   * A query client still loading holds nothing yet: only the disk's copy is wiped then.
   */
  const wipe = async () => {
    clearDraft();
    await (await loadOnDevice()).wipeSession(queryClient.current(), outbox);
  };

  /**
   * Clearing the user closes the session's connections and empties the price book and the badge (the
   * transition above); the rest of what the session left is wiped here.
   */
  const signOut = async ({ revoke }: { revoke: boolean }) => {
    if (revoke && signedIn()) {
      // Sent before the user is cleared: the call takes the token as it starts.
      const module = onDevice.current() ?? (await loadOnDevice().catch(() => null));
      module?.logout().catch(() => undefined);
    }
    signingOut = true;
    clearUser();
    try {
      await wipe();
    } finally {
      signingOut = false;
      sync();
    }
  };

  /**
   * Another tab of this app signed out, or signed in as someone else. This tab follows: it drops what
   * it holds in memory (the other tab already cleared storage) and goes to the login page, instead of
   * writing the old session back on its next change.
   */
  const followOtherTab = async () => {
    // Until this page has read the stored session itself, its store holds none: measured against that,
    // a save made before this page read it (the page this tab showed before, writing as it unloaded)
    // would look like a sign-in elsewhere and send the user home from where they were going.
    await sessionRead.catch(() => undefined);
    const before = sessionStore.get().token;
    // Nothing (or nothing valid) stored any more means signed out.
    if (!(await sessionStore.rehydrate())) clearUser();
    if (sessionStore.get().token === before) return;
    // The other tab removed the draft already, unless it runs an older build that did not.
    clearDraft();
    // It wiped the chat's drafts too: one typed here and not yet written must not bring them back.
    withOnDevice((module) => module.endDraftSession());
    queryClient.current()?.clear();
    navigateHome();
  };

  /**
   * A 401 outside the pages where it is an answer to show signs the user out and sends them to `/`,
   * which says why: the answer's reason, else the realtime termination's, else an expired session.
   */
  function unauthorized(reason?: string) {
    if (!signsOutOn401(window.location.pathname) || !signedIn()) return;
    const known = [reason, terminatedFor].find(isSessionEndReason);
    terminatedFor = undefined;
    rememberSessionEnd(known ?? 'session_expired');
    void signOut({ revoke: false }).then(navigateHome);
  }

  return {
    phase,
    start,
    signIn,
    signOut,
    queries,
    queryClient: queryClient.store,
    arrivedAt,
    userReadComing: () => {
      const { token } = sessionStore.get();
      return token !== null && userReadFor !== token;
    },
    stop: () => {
      stops.splice(0).forEach((stopOne) => stopOne());
      current?.close();
      current = null;
    },
  };
}

const sameJson = (a: SessionPhase, b: SessionPhase) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `load`, run once, and what it gave: `current()`, or `store` to follow it (null until then). A failed
 * load (offline, say) is forgotten, so the next need asks again.
 */
function loadedOnce<T>(load: () => Promise<T>) {
  const store = createStore<{ loaded: T | null }>({ loaded: null });
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => {
          store.set({ loaded });
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    current: () => store.get().loaded,
    store,
  };
}

// ---------------------------------------------------------------------------------------------------
// For the screens: the machine, handed down from the app's start
// ---------------------------------------------------------------------------------------------------

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return createElement(SessionContext.Provider, { value: session }, children);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export const useSessionPhase = (): SessionPhase => useStore(useSession().phase, (s) => s.phase);

/** The root route's: arms the post-login fetch on every arrival (the machine runs it once per token). */
export function usePostLoginFetch(pathname: string) {
  const session = useSession();
  const token = useStore(sessionStore, (s) => s.token);
  useEffect(() => (token ? session.arrivedAt(pathname) : undefined), [session, token, pathname]);
}

/**
 * The Logout buttons: sign out and go to the login page. Where no service worker stores the app, the
 * login page's code is fetched ahead while the browser is idle, so Logout works offline there too;
 * where one does, its install has stored that code, and a signed-in start downloads no screen it does
 * not show.
 */
export function useSignOut() {
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    const preload = () => void router.loadRouteChunk(router.routesById['/'])?.catch(() => undefined);
    let cancel: (() => void) | undefined;
    let mounted = true;
    void appStoredOffline.then((stored) => {
      if (stored || !mounted) return;
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = setTimeout(preload, 1000);
        cancel = () => clearTimeout(timer);
        return;
      }
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(handle);
    });
    return () => {
      mounted = false;
      cancel?.();
    };
  }, [router]);
  return useCallback(async () => {
    // Signed out here, on purpose: the login page has nothing to explain.
    forgetSessionEnd();
    await session.signOut({ revoke: true });
    await navigate({ to: '/' });
  }, [session, navigate]);
}
