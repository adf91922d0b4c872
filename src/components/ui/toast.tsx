import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { m } from '@/i18n';
import { createStore } from '@/lib/store/store';
import { Alert } from './alert';
import { Button } from './button';
import {
  addToast,
  arriveOnScreen,
  initialToastState,
  leaveScreen,
  removeToast,
  toastOffset,
  type ToastInput,
  type ToastState,
} from './toast-model';
import { action as actionClass, item, offsetProperty, region } from './toast.css';

export type { Toast, ToastScope } from './toast-model';

const store = createStore<ToastState>(initialToastState);
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;

/** Applies a change and stops the clocks of toasts it removed. */
function update(change: (state: ToastState) => ToastState) {
  const next = change(store.get());
  for (const [id, timer] of timers)
    if (!next.toasts.some((t) => t.id === id)) {
      clearTimeout(timer);
      timers.delete(id);
    }
  store.set(next);
}

/** Closes a toast: the user closed it, its time is up, or its cause is resolved (the connection is back). */
export function dismissToast(id: string) {
  update((s) => removeToast(s, id));
}

/**
 * Shows a toast. Its `id` names its cause: a later toast with the same id replaces it, so a state
 * that moves on ('Reconnecting…' then 'Connected') updates one toast, and a success of the same
 * action takes the place of its error.
 */
export function showToast(input: Omit<ToastInput, 'id'> & { id?: string | undefined }): string {
  const id = input.id ?? `toast-${++seq}`;
  clearTimeout(timers.get(id));
  timers.delete(id);
  update((s) => addToast(s, { ...input, id }));
  const shown = store.get().toasts.find((t) => t.id === id);
  if (shown && shown.duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), shown.duration),
    );
  return id;
}

interface ToastOptions {
  /** The cause ('check-email'); a later toast with the same key replaces this one. */
  key?: string;
  title?: string;
}

const raise =
  (variant: ToastInput['variant']) =>
  (description: string, { key, title }: ToastOptions = {}) =>
    showToast({ id: key, variant, description, title });

export const toast = { success: raise('success'), error: raise('destructive'), info: raise('default') };

/** The router tells the toasts where the user is, so a screen's errors leave with it. */
export const toastScreens = {
  leaving: () => update(leaveScreen),
  arrived: (path: string) => update((s) => arriveOnScreen(s, path)),
};

/** Removes every toast (a test's clean slate). */
export function clearToasts() {
  update(() => initialToastState);
}

/** The page's top bars: `header` elements that are the banner, not a header inside the content. */
function barBottoms() {
  return Array.from(document.querySelectorAll('header'))
    .filter((header) => !header.parentElement?.closest('main, article, aside, nav, section, [role=dialog]'))
    .map((header) => header.getBoundingClientRect().bottom);
}

/** Keeps the stack below the top bars while toasts show, as the page scrolls, resizes or changes screen. */
function useOffsetBelowBars(active: boolean) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => setOffset(toastOffset(barBottoms(), window.innerHeight));
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [active]);
  return offset;
}

export function Toaster() {
  const { toasts, polite, urgent } = useSyncExternalStore(store.subscribe, store.get);
  const newest = toasts.at(-1)?.id;
  const offset = useOffsetBelowBars(toasts.length > 0);

  // Escape closes the newest toast, unless something nearer the focus (a select's list) used it.
  useEffect(() => {
    if (!newest) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) dismissToast(newest);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [newest]);

  return (
    <>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {urgent}
      </div>
      <section
        className={region}
        aria-label={m.common.notifications}
        style={{ [offsetProperty]: `${offset}px` } as CSSProperties}
      >
        {toasts.map((t) => (
          <div key={t.id} className={item}>
            <Alert
              variant={t.variant}
              title={t.title}
              description={t.description}
              onClose={() => dismissToast(t.id)}
              live={false}
            >
              {t.action && (
                <Button size="sm" className={actionClass} onClick={t.action.onClick}>
                  {t.action.label}
                </Button>
              )}
            </Alert>
          </div>
        ))}
      </section>
    </>
  );
}
