import { LOGIN_LIMITS, LoginThrottle } from './login-throttle';

const { windowMs, failuresPerAccount, failuresPerAddress } = LOGIN_LIMITS;

function setup() {
  let clock = 1_000_000;
  const throttle = new LoginThrottle(() => clock);
  return { throttle, advance: (ms: number) => (clock += ms) };
}

const attempt = (email: string, address = '10.0.0.1') => ({ email, address });

describe('LoginThrottle', () => {
  it('lets an account fail up to its limit, then asks it to wait out the window', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < failuresPerAccount; i += 1) {
      expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
      throttle.fail(attempt('a@example.com'));
    }
    expect(throttle.retryAfter(attempt(' A@Example.com ', '10.9.9.9'))).toBe(windowMs / 1000);
    advance(20_500);
    expect(throttle.retryAfter(attempt('a@example.com'))).toBe(40);
    advance(39_500);
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
  });

  it('counts failures per address across accounts', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAddress; i += 1) throttle.fail(attempt(`user${i}@example.com`));
    expect(throttle.retryAfter(attempt('fresh@example.com'))).toBe(60);
    expect(throttle.retryAfter(attempt('fresh@example.com', '10.0.0.2'))).toBeUndefined();
  });

  it('clears the account on success but keeps the address count', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAccount - 1; i += 1) throttle.fail(attempt('a@example.com'));
    throttle.succeed(attempt('a@example.com'));
    throttle.fail(attempt('a@example.com'));
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
    for (let i = 0; i < failuresPerAddress - failuresPerAccount - 1; i += 1) {
      throttle.fail(attempt(`b${i}@example.com`));
    }
    throttle.succeed(attempt('a@example.com'));
    expect(throttle.retryAfter(attempt('c@example.com'))).toBeUndefined();
    throttle.fail(attempt('c@example.com'));
    expect(throttle.retryAfter(attempt('d@example.com'))).toBe(60);
  });

  it('forgets everything on clear', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAccount; i += 1) throttle.fail(attempt('a@example.com'));
    throttle.clear();
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
  });
});
