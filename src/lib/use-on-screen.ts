/**
 * Whether an element is on screen or near it, from one IntersectionObserver shared by every caller:
 * a list of 200 rows observes them all for the cost of one observer. Where the browser cannot tell
 * (no IntersectionObserver), everything counts as on screen.
 */
import { useCallback, useState } from 'react';

/** How far outside the viewport an element still counts as on screen, so a scroll rarely shows a late figure. */
const NEAR = '200px 0px';

const callbacks = new WeakMap<Element, (onScreen: boolean) => void>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR },
  );
  return observer;
}

/**
 * A ref for the element and whether it is on screen. It starts as `initial` until the observer's
 * first report (after the first layout): on screen by default, so a row's first render shows what it
 * reads; off screen for what must not act before it is seen (a list's load-more sentinel).
 */
export function useOnScreen<T extends Element>(
  initial = true,
): [(element: T | null) => void | (() => void), boolean] {
  const [onScreen, setOnScreen] = useState(initial);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    callbacks.set(element, setOnScreen);
    shared().observe(element);
    return () => {
      shared().unobserve(element);
      callbacks.delete(element);
    };
  }, []);
  return [ref, onScreen];
}
