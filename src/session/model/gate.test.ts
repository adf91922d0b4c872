import { describe, expect, it } from 'vitest';
import { userGate } from './gate';

describe('userGate', () => {
  it('blocks deactivated users whatever the site requires', () => {
    expect(userGate({ status: 'deactivated' }, false)).toBe('disabled');
    expect(userGate({ status: 'deactivated' }, true)).toBe('disabled');
  });

  it('blocks pending users only when the site requires verification', () => {
    expect(userGate({ status: 'pending' }, true)).toBe('awaiting-approval');
    expect(userGate({ status: 'pending' }, false)).toBe('ok');
  });

  it('lets active users and a not-yet-loaded user through', () => {
    expect(userGate({ status: 'active' }, true)).toBe('ok');
    expect(userGate(null, true)).toBe('ok');
  });
});
