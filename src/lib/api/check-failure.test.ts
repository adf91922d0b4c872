import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { m } from '@/i18n';
import { CheckerUnavailable, setChecker, type Checker } from '@/lib/check';
import { api } from '@contract';
import { createQueryClient } from '@/lib/query/query-client';
import { inProcess } from '@tests/support/setup-checker';
import { configureApiClient, request } from './client';
import { ApiError } from './errors';

const answer = { success: true, message: 'Sent.' };

/** The checker's worker failing to load once (offline before the app was cached), then loading. */
function failsToLoadOnce(): Checker {
  let calls = 0;
  return (key, value) => {
    calls += 1;
    return calls === 1 ? Promise.reject(new CheckerUnavailable('worker error')) : inProcess(key, value);
  };
}

describe('an answer that could not be checked, and one that failed its check', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(answer)));
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ baseUrl: () => 'http://api.test' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ baseUrl: () => null });
    setChecker(inProcess);
  });

  it('fails a call whose check could not run as unchecked, with the words for an unreachable server', async () => {
    setChecker(failsToLoadOnce());
    const failure = await request(api.forgotPassword, '/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unchecked', message: m.errors.network });
  });

  it('has the query cache ask again when the check could not run, and then take the answer', async () => {
    setChecker(failsToLoadOnce());
    const data = await createQueryClient().fetchQuery({
      queryKey: ['unchecked'],
      queryFn: () => request(api.forgotPassword, '/anything'),
      retryDelay: 0,
    });
    expect(data).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer off the contract invalid, and final: the query cache does not ask again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ success: 'yes' })));
    const failure = await createQueryClient()
      .fetchQuery({
        queryKey: ['invalid'],
        queryFn: () => request(api.forgotPassword, '/anything'),
        retryDelay: 0,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'invalid', message: m.errors.invalidResponse });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
