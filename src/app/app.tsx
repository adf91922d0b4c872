import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/site/components/license-gate';
import { SiteGate } from '@/site/components/site-gate';
import { queryClient } from './query';
import { followScreensWithToasts, getRouter, type AppRouter } from './router';
import { SessionProvider, type Session } from './session-machine';

/** The license code a visitor arrived with (`q`), in the address they opened. */
export const arrivalCode = () => new URLSearchParams(window.location.search).get('q') ?? undefined;

interface AppProps {
  /** The session machine, started (src/start.tsx). */
  session: Session;
  router?: AppRouter;
  /** Read before the router first loads: a redirect may take it out of the address. */
  code?: string | undefined;
}

/**
 * The site start and license gates sit outside the router, so their screens never wait for a
 * route's code to load. The query cache is already back from disk (the session's start) when this renders.
 */
export function App({ session, router = getRouter(), code = arrivalCode() }: AppProps) {
  useEffect(() => followScreensWithToasts(router), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <SiteGate>
          <LicenseGate code={code}>
            <RouterProvider router={router} />
          </LicenseGate>
        </SiteGate>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
