import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { lastGoodAnswers, shouldPersistQuery } from './persisted-cache';

/** A client with one answered query whose refresh then failed, one that never answered, and one fine. */
async function clientWithFailures() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.fetchQuery({ queryKey: ['site', 'data'], queryFn: () => ({ assets: ['EUR/USD'] }) });
  await client
    .fetchQuery({
      queryKey: ['site', 'data'],
      queryFn: () => Promise.reject(new Error('offline')),
      staleTime: 0,
    })
    .catch(() => undefined);
  await client
    .fetchQuery({ queryKey: ['never'], queryFn: () => Promise.reject(new Error('offline')) })
    .catch(() => undefined);
  await client.fetchQuery({ queryKey: ['fine'], queryFn: () => 1 });
  return client;
}

describe('what the query cache writes to disk', () => {
  it('keeps the last good answer of a query whose refresh failed, as a success, and drops one that never answered', async () => {
    const client = await clientWithFailures();
    expect(client.getQueryState(['site', 'data'])?.status).toBe('error');
    const dehydrated = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    const persisted = lastGoodAnswers({ timestamp: 0, buster: '', clientState: dehydrated });
    const byKey = Object.fromEntries(
      persisted.clientState.queries.map((q) => [JSON.stringify(q.queryKey), q.state]),
    );
    expect(Object.keys(byKey).sort()).toEqual(['["fine"]', '["site","data"]']);
    expect(byKey['["site","data"]']).toMatchObject({
      status: 'success',
      data: { assets: ['EUR/USD'] },
      error: null,
    });

    // Restored, it reads as the answer it was.
    const restored = new QueryClient();
    hydrate(restored, persisted.clientState);
    expect(restored.getQueryState(['site', 'data'])).toMatchObject({ status: 'success', error: null });
    expect(restored.getQueryData(['site', 'data'])).toEqual({ assets: ['EUR/USD'] });
  });
});
