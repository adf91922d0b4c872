import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retryPriceFeed as socketRetry } from './price-socket';
import { priceFeedStatusStore } from './feed-status';
import { retryPriceFeed } from './index';

vi.mock('./price-socket', () => ({ retryPriceFeed: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe("the screens' retry of the price feed", () => {
  it('asks the socket for a fresh try once the prices are unavailable', async () => {
    priceFeedStatusStore.set({ status: { state: 'failed', error: 'Prices unavailable' }, attempt: 2 });
    retryPriceFeed();
    await vi.waitFor(() => expect(socketRetry).toHaveBeenCalledTimes(1));
  });

  it('does nothing while the feed has not failed', async () => {
    priceFeedStatusStore.set({ status: { state: 'disconnected' }, attempt: 0 });
    retryPriceFeed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(socketRetry).not.toHaveBeenCalled();
  });
});
