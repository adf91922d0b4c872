import { useEffect } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/features/site/components/license-gate';
import { SiteGate } from '@/features/site/components/site-gate';
import { sessionStore } from '@/features/session/model/session-store';
import { answeredBeforePageStart, cacheRestoreFinished, persistOptions } from '@/lib/query/query-client';
import { queryClient } from './query';
import { getRouter, type AppRouter } from './router';
import { followScreensWithToasts } from './toast-screens';

/**
 * After the restore from disk: without a session (signed out here or in another tab meanwhile) nothing
 * restored is kept. With one, every restored answer counts as stale, whatever its age: it shows at once
 * (and offline), and the server is asked again as it is used. The disk copy can be a second behind the
 * screen it came from (writes are throttled), so a reload must not trust it as fresh.
 */
const settleRestored = () => {
  if (!sessionStore.get().token) queryClient.clear();
  else void queryClient.invalidateQueries({ predicate: answeredBeforePageStart });
  cacheRestoreFinished();
};

/** The license code a visitor arrived with (spec.md section 4); read once per page load. */
const arrivalCode = () => new URLSearchParams(window.location.search).get('q') ?? undefined;

/**
 * The site start and license gates sit outside the router, so their screens never wait for a
 * route's code to load.
 */
export function App({ router = getRouter() }: { router?: AppRouter }) {
  useEffect(() => followScreensWithToasts(router), [router]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={settleRestored}
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
