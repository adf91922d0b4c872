import { QueryClient } from '@tanstack/react-query';
import type { SiteData } from '@contract';
import { instrument } from '@tests/support/instruments';
import { applyMarketUpdate, SITE_DATA_REFRESH_MS, siteDataQuery, siteDataRefreshIn } from './site-data';

const { queryKey } = siteDataQuery();
const answeredAt = Date.now() - 60_000;

function clientWithAnswer() {
  const queryClient = new QueryClient();
  const data = { assets: [instrument({ id: 1, symbol: 'EUR/USD' })] } as unknown as SiteData;
  queryClient.setQueryData(queryKey, data, { updatedAt: answeredAt });
  return queryClient;
}

describe('applyMarketUpdate', () => {
  it("changes a market's state without making the rest of the answer look fresh", async () => {
    const queryClient = clientWithAnswer();
    // As after a restore from disk: the answer is due to be asked for again.
    await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    applyMarketUpdate(queryClient, [{ id: 1, market: { state: 'closed', next_open: null } }]);
    const state = queryClient.getQueryState(queryKey)!;
    expect(state.data?.assets[0]?.market.state).toBe('closed');
    expect(state.dataUpdatedAt).toBe(answeredAt);
    expect(state.isInvalidated).toBe(true);
  });

  it('leaves the answer untouched when no market changed', () => {
    const queryClient = clientWithAnswer();
    const before = queryClient.getQueryState(queryKey)!;
    applyMarketUpdate(queryClient, [{ id: 1, market: { state: 'open', next_open: null } }]);
    expect(queryClient.getQueryState(queryKey)).toBe(before);
  });
});

describe('when the site data is asked for again', () => {
  it('is a minute later, or a second past the trading day’s rollover (22:00 UTC) when that comes sooner', () => {
    expect(siteDataRefreshIn(Date.parse('2030-01-02T12:00:00Z'))).toBe(SITE_DATA_REFRESH_MS);
    expect(siteDataRefreshIn(Date.parse('2030-01-02T21:58:30Z'))).toBe(SITE_DATA_REFRESH_MS);
    expect(siteDataRefreshIn(Date.parse('2030-01-02T21:59:30Z'))).toBe(31_000);
    expect(siteDataRefreshIn(Date.parse('2030-01-02T21:59:59.750Z'))).toBe(1_250);
    expect(siteDataRefreshIn(Date.parse('2030-01-02T22:00:00.500Z'))).toBe(500);
    // Asked for after that, the next is a minute on.
    expect(siteDataRefreshIn(Date.parse('2030-01-02T22:00:01Z'))).toBe(SITE_DATA_REFRESH_MS);
  });
});
