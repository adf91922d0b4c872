import { describe, expect, it } from 'vitest';
import { ApiError, retryAfterSeconds } from '@/lib/api';

const now = Date.parse('2026-03-01T10:00:00.000Z');

describe('retryAfterSeconds', () => {
  it('reads a whole number of seconds', () => {
    expect(retryAfterSeconds('45', now)).toBe(45);
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
    expect(retryAfterSeconds('0', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, rounded up', () => {
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(new Date(now + 1500).toUTCString(), now - 500)).toBe(2);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or meaningless header', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds('1.5', now)).toBeUndefined();
    expect(retryAfterSeconds('0x10', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('carries how long the server asked to wait', () => {
    expect(new ApiError('Too many', 'http', 429, undefined, 45).retryAfter).toBe(45);
    expect(new ApiError('Nope', 'http', 500).retryAfter).toBeUndefined();
  });
});
