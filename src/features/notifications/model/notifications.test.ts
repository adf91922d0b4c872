import { describe, expect, it } from 'vitest';
import type { Notification } from '@contract';
import { alertVariant, firstUnread, isLocalOnly, withRead } from './notifications';

const note = (id: string, read: boolean, color = 'success'): Notification => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  color,
  read,
});

describe('firstUnread', () => {
  it('is the first notification not yet read, in the order the server lists them', () => {
    expect(firstUnread([note('a', true), note('b', false), note('c', false)])?.id).toBe('b');
  });

  it('is nothing when every notification is read, or there are none', () => {
    expect(firstUnread([note('a', true)])).toBeUndefined();
    expect(firstUnread([])).toBeUndefined();
  });

  it('skips the hidden ones (being marked read) and shows the next', () => {
    expect(firstUnread([note('a', false), note('b', false)], new Set(['a']))?.id).toBe('b');
  });
});

describe('alertVariant', () => {
  it.each([
    ['danger', 'destructive'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['info', 'default'],
    ['', 'default'],
    ['Danger', 'default'],
    ['destructive', 'default'],
    ['constructor', 'default'],
    ['__proto__', 'default'],
  ] as const)('%j is %s', (color, variant) => {
    expect(alertVariant(color)).toBe(variant);
  });
});

describe('isLocalOnly', () => {
  it('is true only for ids starting temp-', () => {
    expect(isLocalOnly('temp-123')).toBe(true);
    expect(isLocalOnly('temp-')).toBe(true);
    expect(isLocalOnly('8f14e45f-temp-')).toBe(false);
    expect(isLocalOnly('TEMP-1')).toBe(false);
    expect(isLocalOnly('temp')).toBe(false);
  });
});

describe('withRead', () => {
  it('sets one notification read and leaves the others', () => {
    const list = [note('a', false), note('b', false)];
    const next = withRead(list, 'a', true);
    expect(next.map((n) => n.read)).toEqual([true, false]);
    expect(list[0]!.read).toBe(false);
  });

  it('answers the same array when nothing changes (an unknown id, or already so)', () => {
    const list = [note('a', true)];
    expect(withRead(list, 'x', true)).toBe(list);
    expect(withRead(list, 'a', true)).toBe(list);
  });
});
