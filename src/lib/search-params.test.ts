import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('keeps numeric, boolean and JSON-looking values as the strings they are', () => {
    expect(parseSearch('?q=123456&token=1e5&type=true&walletId=[1]')).toEqual({
      q: '123456',
      token: '1e5',
      type: 'true',
      walletId: '[1]',
    });
  });

  it('round-trips, encoding what needs encoding and leaving out empty values', () => {
    const search = { q: 'A B&C', type: 'basic', token: undefined };
    const text = stringifySearch(search);
    expect(text).toBe('?q=A+B%26C&type=basic');
    expect(parseSearch(text)).toEqual({ q: 'A B&C', type: 'basic' });
    expect(stringifySearch({})).toBe('');
  });
});
