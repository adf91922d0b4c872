/**
 * One shared one-second clock for price ages. A price stops being fresh without any event saying so,
 * so something must look at the time; one timer for every row (running only while anything listens)
 * is cheaper than one per row, and a row re-renders only when its own answer flips.
 */
import { useSyncExternalStore } from 'react';
import { formatAge } from '@contract/rules/format';
import { m } from '@/i18n';
import { isStale, priceAge } from '@contract/rules/price-age';

const CLOCK_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, CLOCK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** `read(now)` against the shared clock; re-renders when its (primitive) answer changes. */
export function useClock<T>(read: (now: number) => T): T {
  const get = () => read(Math.max(now, Date.now() - CLOCK_MS));
  return useSyncExternalStore(subscribe, get, get);
}

/** Whether a price received at `at` is stale now; no price at all counts as stale. */
export const useIsStale = (at: number | undefined) => useClock((t) => at === undefined || isStale(at, t));

/**
 * What a money figure valued at prices that arrived at `at` (./model/price-age.ts `valuedAt`) says of
 * itself now: nothing while its prices are fresh, "valued at prices from 14 seconds ago" once one is
 * stale. While one has not arrived (`null`) it says nothing either: that lasts a moment after a screen
 * opens, and a note shown then only to vanish would shift the page. Re-renders only when the words change.
 */
export const useValuationNote = (at: number | null): string | undefined =>
  useClock((now) =>
    at !== null && isStale(at, now) ? m.trading.valuation.at(formatAge(priceAge(at, now))) : undefined,
  );
