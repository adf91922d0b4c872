import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/features/site/components/license-gate';
import { SiteGate } from '@/features/site/components/site-gate';
import { queryClient } from './query';
import { followScreensWithToasts, getRouter, type AppRouter } from './router';

/** The license code a visitor arrived with (`q`), in the address they opened. */
export const arrivalCode = () => new URLSearchParams(window.location.search).get('q') ?? undefined;

interface AppProps {
  router?: AppRouter;
  /** Read before the router first loads: a redirect may take it out of the address. */
  code?: string | undefined;
}

/**
 * The site start and license gates sit outside the router, so their screens never wait for a
 * route's code to load. The query cache is already back from disk (startApp) when this renders.
 */
export function App({ router = getRouter(), code = arrivalCode() }: AppProps) {
  useEffect(() => followScreensWithToasts(router), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteGate>
        <LicenseGate code={code}>
          <RouterProvider router={router} />
        </LicenseGate>
      </SiteGate>
      <Toaster />
    </QueryClientProvider>
  );
}
