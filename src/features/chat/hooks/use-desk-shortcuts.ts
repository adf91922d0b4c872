/** The desk's keyboard shortcuts (model/shortcuts.ts), on the whole page while the desk is open. */
import { useEffect, useRef } from 'react';
import { isTextField, shortcutFor, type ShortcutId } from '../model/shortcuts';

export function useDeskShortcuts(handlers: Record<ShortcutId, () => void>) {
  // The latest handlers, read when a key comes: the listener is added once.
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const id = shortcutFor(event, isTextField(document.activeElement));
      if (!id) return;
      event.preventDefault();
      current.current[id]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
