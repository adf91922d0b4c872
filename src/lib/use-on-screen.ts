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
 * A ref for the element and whether it is on screen. It starts as on screen, so the first render
 * shows what it reads, and the observer's first report (after the first layout) corrects it.
 */
export function useOnScreen<T extends Element>(): [(element: T | null) => void | (() => void), boolean] {
  const [onScreen, setOnScreen] = useState(true);
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
