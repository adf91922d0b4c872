import { describe, expect, it } from 'vitest';
import { matchesDeclaredType } from './file-signature';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('matchesDeclaredType', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['application/pdf', bytes('%PDF-1.7')],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes('PK', 3, 4)],
    ['application/vnd.ms-excel', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ])('accepts a real %s', (type, content) => {
    expect(matchesDeclaredType(type, content)).toBe(true);
  });

  it('refuses a file whose bytes say something else than its declared type', () => {
    expect(matchesDeclaredType('image/png', bytes('<!doctype html><script>'))).toBe(false);
    expect(matchesDeclaredType('application/pdf', bytes(0x89, 'PNG'))).toBe(false);
    expect(matchesDeclaredType('text/html', bytes('<html>'))).toBe(false);
  });
});
