import { createIdempotencyKeys } from '@/lib/idempotency';
import { isBicShaped } from './withdrawal';

describe('withdrawals', () => {
  it('takes a BIC of 8 or 11 letters and digits, spaces aside', () => {
    expect(isBicShaped('COBADEFF')).toBe(true);
    expect(isBicShaped('coba de ff xxx')).toBe(true);
    expect(isBicShaped('COBADEF')).toBe(false);
    expect(isBicShaped('COBADEFFXX')).toBe(false);
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
