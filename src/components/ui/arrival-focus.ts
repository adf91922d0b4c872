import { useEffect, useRef } from 'react';

/**
 * The ref of a screen's heading that takes the focus when the screen arrives (and again when `key`
 * changes), so a screen reader announces the new screen as it would a new page. Without scrolling:
 * the router decides where the page stands (its scroll restoration).
 */
export function useArrivalFocus<T extends HTMLElement = HTMLHeadingElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
