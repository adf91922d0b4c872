import { describe, expect, it } from 'vitest';
import { isSlowQuery } from './slow-query';

describe('isSlowQuery', () => {
  it('is slow while retrying after a failed try', () => {
    expect(isSlowQuery({ fetchStatus: 'fetching', failureCount: 1 })).toBe(true);
    expect(isSlowQuery({ fetchStatus: 'fetching', failureCount: 2 })).toBe(true);
  });

  it('is not slow on the first try, once the query has stopped, or while it waits for the network', () => {
    expect(isSlowQuery({ fetchStatus: 'fetching', failureCount: 0 })).toBe(false);
    expect(isSlowQuery({ fetchStatus: 'idle', failureCount: 3 })).toBe(false);
    expect(isSlowQuery({ fetchStatus: 'paused', failureCount: 1 })).toBe(false);
  });
});
