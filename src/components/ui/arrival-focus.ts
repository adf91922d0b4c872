import { useEffect, useRef } from 'react';
import { afterPaint } from '@/lib/tasks';

/**
 * The ref of a screen's heading that takes the focus when the screen arrives (and again when `key`
 * changes), so a screen reader announces the new screen as it would a new page. It does so once the
 * screen is drawn: focusing inside the task that renders it would lay the whole screen out there and
 * then. And only if nothing else took the focus in the meantime: the user's own choice stands.
 */
export function useArrivalFocus<T extends HTMLElement = HTMLHeadingElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const focused = document.activeElement;
    return afterPaint(() => {
      if (document.activeElement !== focused) return;
      ref.current?.focus({ preventScroll: true });
    });
  }, [key]);
  return ref;
}
