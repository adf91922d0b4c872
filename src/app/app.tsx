import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/site/components/license-gate';
import { SiteGate } from '@/site/components/site-gate';
import { followScreensWithToasts, type AppRouter } from './router';
import { SessionProvider, type Session } from './session-machine';

/** The license code a visitor arrived with (`q`), in the address they opened. */
export const arrivalCode = () => new URLSearchParams(window.location.search).get('q') ?? undefined;

interface AppProps {
  /** The session machine, started (src/start.tsx). */
  session: Session;
  /** The router made for this session (createAppRouter). */
  router: AppRouter;
  /** Read before the router first loads: a redirect may take it out of the address. */
  code?: string | undefined;
}

/**
 * The site start and license gates sit outside the router, so their screens never wait for a
 * route's code to load. The query cache is provided by the signed-in frame (routes/_app.tsx), the only
 * part of the app that queries: with a session it is already back from disk (the session's start) when
 * this renders.
 */
export function App({ session, router, code = arrivalCode() }: AppProps) {
  useEffect(() => followScreensWithToasts(router), [router]);
  return (
    <>
      <SessionProvider session={session}>
        <SiteGate>
          <LicenseGate code={code}>
            <RouterProvider router={router} />
          </LicenseGate>
        </SiteGate>
      </SessionProvider>
      <Toaster />
    </>
  );
}
