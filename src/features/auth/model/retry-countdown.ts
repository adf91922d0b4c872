/**
 * Whole seconds left until `until` (epoch ms), rounded up: the display reads "1 second" through the
 * last second and 0 only when the wait is over.
 */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
