import { useCallback, useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@/features/auth/api/auth';
import { clearDraft } from '@/features/onboarding/model/draft-store';
import { clearUser, loadCurrentUser, sessionStore, setUser } from '@/features/session/model/session-store';
import type { User } from '@/lib/contract';
import { siteDataQuery } from '@/features/site/api/site-data';
import { answeredBeforePageStart, wipeQueryCache } from '@/lib/query/query-client';
import { useStore } from '@/lib/store/store';
import { wipeChatOfSession } from './chat-session';
import { isPublicPath, signsOutOn401 } from './public-routes';

export const POST_LOGIN_FETCH_DELAY_MS = 100;

/** The token the post-login fetch last ran for: it runs once per token, however often routes change. */
let fetchedFor: string | null = null;

/**
 * Site data answered by the server since this page started is already fresh (the dashboard asks for it
 * as it opens, the post-login fetch a moment later): only what an earlier visit cached is asked again.
 */
const freshSincePageStart = (query: { state: { dataUpdatedAt: number } }) =>
  answeredBeforePageStart(query) ? 0 : Infinity;

/**
 * Ends the session on this device: the server token is revoked (best effort), the stored user and
 * every cached answer of theirs, in memory and in IndexedDB, are removed, and so are any sign-up
 * draft with its plain-text password and the chat's unsent messages and drafts.
 */
export async function signOut(queryClient: QueryClient, { revoke }: { revoke: boolean }) {
  if (revoke && sessionStore.get().token) logout().catch(() => undefined);
  clearUser();
  clearDraft();
  await Promise.all([wipeQueryCache(queryClient), wipeChatOfSession()]);
}

/**
 * Starts a signed-in session. Whatever an earlier session cached is wiped first, so one person's
 * data can never show in another's (an auto-login link opened on a signed-in device, say); a sign-up
 * draft left by someone else goes too.
 */
export async function startSession(queryClient: QueryClient, user: User, token: string) {
  clearDraft();
  await Promise.all([wipeQueryCache(queryClient), wipeChatOfSession()]);
  setUser(user, token);
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
    await signOut(queryClient, { revoke: true });
    await navigate({ to: '/' });
  }, [queryClient, navigate]);
}

/**
 * Another tab of this app signed out, or signed in as someone else. This tab follows: it drops what it
 * holds in memory (the other tab already cleared storage) and goes to the login page, instead of
 * writing the old session back on its next change.
 */
export async function followSessionFromOtherTab(queryClient: QueryClient, navigateHome: () => void) {
  const before = sessionStore.get().token;
  // Nothing (or nothing valid) stored any more means signed out.
  if (!(await sessionStore.rehydrate())) clearUser();
  if (sessionStore.get().token === before) return;
  // The other tab removed the draft already, unless it runs an older build that did not.
  clearDraft();
  queryClient.clear();
  navigateHome();
}

/** A 401 outside the exempt paths signs the user out and sends them to `/`. */
export function handleUnauthorized(queryClient: QueryClient, navigateHome: () => void) {
  const path = window.location.pathname;
  if (!signsOutOn401(path) || !sessionStore.get().token) return;
  void signOut(queryClient, { revoke: false }).then(navigateHome);
}

/**
 * 100 ms after arriving on a non-public route with a token, load the current user, then the site
 * data, once per token. Errors are only logged.
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
