import type { Withdrawal } from '@/lib/contract';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { availableToWithdraw } from './withdrawal';

const request = (amount: string, status: Withdrawal['status']): Withdrawal => ({
  id: 1,
  amount,
  currency: 'USD',
  status,
  destination: { type: 'crypto', address: 'a', network: 'n' },
  created_at: '',
  updated_at: '',
});

describe('withdrawals', () => {
  it('makes free margin less pending requests available, never below zero', () => {
    expect(availableToWithdraw(826_800n, [])).toBe(826_800n);
    expect(
      availableToWithdraw(826_800n, [
        request('100.00', 'pending'),
        request('50.00', 'approved'),
        request('1.00', 'cancelled'),
      ]),
    ).toBe(816_800n);
    expect(availableToWithdraw(5_000n, [request('100.00', 'pending')])).toBe(0n);
    expect(availableToWithdraw(-200n, [])).toBe(0n);
  });

  it('keeps one idempotency key while the same request is retried, a new one after success or a change', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: '10.00' });
    expect(keys.keyFor({ amount: '10.00' })).toBe(first);
    const changed = keys.keyFor({ amount: '11.00' });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: '11.00' })).not.toBe(changed);
  });
});
