import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../model/retry-countdown';

const TICK_MS = 1000;

/**
 * A countdown to a moment the server named: `start(seconds)` begins it, `left` is the whole seconds
 * still to wait (0 when none). Each tick reads the clock, so a slow or throttled tab never shows a
 * wait longer than the real one.
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    const at = Date.now() + seconds * 1000;
    setUntil(seconds > 0 ? at : null);
    setLeft(secondsLeft(at, Date.now()));
  }, []);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(until, Date.now());
      setLeft(next);
      if (next === 0) setUntil(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  return { left, start };
}
