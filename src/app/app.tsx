import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { persistOptions } from '@/lib/query/query-client';
import { queryClient } from './query';
import { router as appRouter, type AppRouter } from './router';

export function App({ router = appRouter }: { router?: AppRouter }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
