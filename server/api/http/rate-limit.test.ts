import { createRateLimiter, retryAfterSeconds, tryAgainIn } from './rate-limit';

function limiter(limit = 3, windowMs = 10_000) {
  const clock = { now: 1_000_000 };
  return { clock, rate: createRateLimiter({ limit, windowMs, now: () => clock.now }) };
}

it('lets `limit` events through per window and says how long until the next one', () => {
  const { clock, rate } = limiter();
  expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([0, 0, 0]);
  clock.now += 4_000;
  expect(rate.take('a')).toBe(6_000);
  expect(rate.take('a')).toBe(6_000);
});

it('slides: each event frees its slot one window after it happened', () => {
  const { clock, rate } = limiter();
  rate.take('a');
  clock.now += 3_000;
  rate.take('a');
  rate.take('a');
  clock.now += 7_000; // the first event is now exactly a window old
  expect(rate.take('a')).toBe(0);
  expect(rate.take('a')).toBe(3_000);
  clock.now += 3_000;
  expect(rate.take('a')).toBe(0);
});

it('does not count refused events against the key', () => {
  const { clock, rate } = limiter(1, 1_000);
  rate.take('a');
  for (let i = 0; i < 5; i++) rate.take('a');
  clock.now += 1_000;
  expect(rate.take('a')).toBe(0);
});

it('keeps keys apart and forgets everything on clear', () => {
  const { rate } = limiter(1);
  rate.take('a');
  expect(rate.take('b')).toBe(0);
  expect(rate.take('a')).toBeGreaterThan(0);
  rate.clear();
  expect(rate.take('a')).toBe(0);
});

it.each([
  [1, 1],
  [999, 1],
  [1_001, 2],
  [0, 1],
])('rounds a wait of %i ms up to %i s', (ms, seconds) => {
  expect(retryAfterSeconds(ms)).toBe(seconds);
});

it.each([
  [1, '1 second'],
  [42, '42 seconds'],
  [60, '1 minute'],
  [61, '2 minutes'],
  [600, '10 minutes'],
])('words %i s as %s', (seconds, words) => {
  expect(tryAgainIn(seconds)).toBe(words);
});

it('wait counts nothing; hit counts even past the limit; forget drops one key', () => {
  const { clock, rate } = limiter(2, 10_000);
  expect([rate.wait('a'), rate.wait('a'), rate.wait('a')]).toEqual([0, 0, 0]);
  rate.hit('a');
  clock.now += 1_000;
  rate.hit('a');
  rate.hit('b');
  expect(rate.wait('a')).toBe(9_000);
  rate.hit('a'); // a third failure moves the oldest counted one forward
  expect(rate.wait('a')).toBe(10_000);
  rate.forget('a');
  expect(rate.wait('a')).toBe(0);
  expect(rate.take('b')).toBe(0);
  expect(rate.wait('b')).toBe(10_000);
});
