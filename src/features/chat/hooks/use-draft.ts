/**
 * The composer's unsent text, kept per conversation in IndexedDB: a draft survives a closed app. It
 * is written a moment after typing stops and at once when the page is hidden (the last chance a
 * phone gives before it may end the app).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentDraftSession, draftStorage } from '../model/chat-storage';

const SAVE_AFTER_MS = 300;

export function useDraft(key: string) {
  const [text, setText] = useState('');
  const typed = useRef(false);
  // What waits to be written, and the session it was typed in.
  const pending = useRef<{ value: string; session: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    const held = pending.current;
    pending.current = null;
    // Typed in a session that has ended: its drafts were wiped, and this one goes with them.
    if (held === null || held.session !== currentDraftSession()) return;
    const { value } = held;
    void draftStorage
      .update((drafts) => {
        const next = { ...drafts };
        if (value === '') delete next[key];
        else next[key] = value;
        return next;
      })
      .catch((error: unknown) => console.error('[chat] the draft could not be kept', error));
  }, [key]);

  useEffect(() => {
    typed.current = false;
    setText('');
    let cancelled = false;
    void draftStorage.read().then((drafts) => {
      // What the user typed meanwhile wins over the stored draft.
      if (!cancelled && !typed.current) setText(drafts[key] ?? '');
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, save]);

  const change = useCallback(
    (value: string) => {
      typed.current = true;
      setText(value);
      pending.current = { value, session: currentDraftSession() };
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_AFTER_MS);
    },
    [save],
  );

  /** Writes the draft as it is now, without waiting for typing to stop (a sent message left it). */
  const keep = useCallback(() => save(), [save]);

  return { text, change, keep };
}
