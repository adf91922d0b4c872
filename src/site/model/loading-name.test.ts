import { describe, expect, it } from 'vitest';
import { loadingName } from './loading-name';

describe('loadingName', () => {
  it('shows no name while it is not known yet', () => {
    expect(loadingName(undefined, undefined, 'Markets')).toBeUndefined();
  });

  it("shows the tenant's name once it is known, and the default brand when there is none", () => {
    expect(loadingName(undefined, 'Northwind Markets', 'Markets')).toBe('Northwind Markets');
    expect(loadingName(undefined, null, 'Markets')).toBe('Markets');
    expect(loadingName(undefined, '   ', 'Markets')).toBe('Markets');
  });

  it('keeps the name it has shown, whatever arrives later', () => {
    expect(loadingName('Remembered', 'Northwind Markets', 'Markets')).toBe('Remembered');
    expect(loadingName('Northwind Markets', null, 'Markets')).toBe('Northwind Markets');
    expect(loadingName('Northwind Markets', undefined, 'Markets')).toBe('Northwind Markets');
  });
});
