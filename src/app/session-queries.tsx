import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from '@/lib/store/store';
import { useSession } from './session-machine';

/**
 * The session's query cache for the screens below it (TanStack Query's provider): the signed-in
 * frame's (routes/_app.tsx, whose guard has loaded the client already) and the sign-up's later stages,
 * shown once the account exists (routes/register/index.tsx). Nothing draws until the client has
 * loaded: the session machine loads it as a session begins, and this asks for it too.
 */
export function SessionQueries({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useStore(session.queryClient, (s) => s.loaded);
  useEffect(() => {
    if (!client)
      session
        .queries()
        .catch((error: unknown) => console.error('[session] the query client could not load', error));
  }, [session, client]);
  return client ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : null;
}
