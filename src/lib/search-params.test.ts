import { describe, expect, it } from 'vitest';
import { optionalSearch, parseSearch, stringifySearch } from './search-params';

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

  it('gives a route the parameter it reads, when the URL has it as text, and nothing else', () => {
    const walletSearch = optionalSearch('walletId');
    expect(walletSearch(parseSearch('?walletId=w-1&q=x'))).toEqual({ walletId: 'w-1' });
    expect(walletSearch(parseSearch('?q=x'))).toEqual({});
    // A search built in code rather than read from the URL: anything but text is left out.
    expect(walletSearch({ walletId: 5 })).toEqual({});
  });
});
