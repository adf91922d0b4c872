import { useEffect } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/features/site/components/license-gate';
import { SiteGate } from '@/features/site/components/site-gate';
import { sessionStore } from '@/features/session/model/session-store';
import { cacheRestoreFinished, persistOptions } from '@/lib/query/query-client';
import { queryClient } from './query';
import { router as appRouter, type AppRouter } from './router';
import { followScreensWithToasts } from './toast-screens';

/** A restore from disk that finished after a sign-out (here or in another tab) is not kept in memory either. */
const dropRestoredWithoutSession = () => {
  if (!sessionStore.get().token) queryClient.clear();
  cacheRestoreFinished();
};

/** The license code a visitor arrived with (spec.md section 4); read once per page load. */
const arrivalCode = () => new URLSearchParams(window.location.search).get('q') ?? undefined;

/**
 * The site start and license gates sit outside the router, so their screens never wait for a
 * route's code to load.
 */
export function App({ router = appRouter }: { router?: AppRouter }) {
  useEffect(() => followScreensWithToasts(router), [router]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={dropRestoredWithoutSession}
      onError={cacheRestoreFinished}
    >
      <SiteGate>
        <LicenseGate code={arrivalCode()}>
          <RouterProvider router={router} />
        </LicenseGate>
      </SiteGate>
      <Toaster />
    </PersistQueryClientProvider>
  );
}
