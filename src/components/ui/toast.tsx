import { useSyncExternalStore } from 'react';
import { m } from '@/i18n';
import { createStore } from '@/lib/store/persisted-store';
import { Alert, type AlertVariant } from './alert';
import { item, region } from './toast.css';

export interface Toast {
  id: string;
  variant: AlertVariant;
  title?: string;
  description: string;
  /** ms until it closes itself; null keeps it until replaced or dismissed. */
  duration: number | null;
}

/** At most this many toasts show at once; the oldest makes way. */
const MAX_VISIBLE = 3;

interface ToastState {
  toasts: Toast[];
  /**
   * What the always-present live regions say. Screen readers often skip a live region that appears
   * already filled, so toasts are announced here rather than by their own markup.
   */
  polite: string;
  urgent: string;
}

const store = createStore<ToastState>({ toasts: [], polite: '', urgent: '' });
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;

export function dismissToast(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  store.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Text for a live region; a repeat of the same words is made different so it is read again. */
const announce = (previous: string, text: string) => (previous === text ? `${text}\u200b` : text);

/**
 * Shows a toast. Passing an `id` replaces the toast with that id, so a state that moves on
 * ('Reconnecting…' then 'Connected') updates one toast instead of stacking several.
 * Errors stay until dismissed, so nobody has to read them against a clock.
 */
export function showToast(
  input: Omit<Toast, 'id' | 'duration'> & { id?: string; duration?: number | null },
): string {
  const id = input.id ?? `toast-${++seq}`;
  const urgent = input.variant === 'destructive' || input.variant === 'warning';
  const toast: Toast = { duration: urgent ? null : 5000, ...input, id };
  const text = [toast.title, toast.description].filter(Boolean).join('. ');
  clearTimeout(timers.get(id));
  store.set((s) => {
    const toasts = [...s.toasts.filter((t) => t.id !== id), toast];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE)))
      clearTimeout(timers.get(dropped.id));
    return {
      toasts: toasts.slice(-MAX_VISIBLE),
      ...(urgent ? { urgent: announce(s.urgent, text) } : { polite: announce(s.polite, text) }),
    };
  });
  if (toast.duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toast.duration),
    );
  return id;
}

export const toast = {
  success: (description: string, title?: string) => showToast({ variant: 'success', description, title }),
  error: (description: string, title?: string) => showToast({ variant: 'destructive', description, title }),
  info: (description: string, title?: string) => showToast({ variant: 'default', description, title }),
};

/** Removes every toast (a test's clean slate, or a screen that replaces everything). */
export function clearToasts() {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  store.set({ toasts: [], polite: '', urgent: '' });
}

export function Toaster() {
  const { toasts, polite, urgent } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {urgent}
      </div>
      <section className={region} aria-label={m.common.notifications}>
        {toasts.map((t) => (
          <div key={t.id} className={item}>
            <Alert
              variant={t.variant}
              title={t.title}
              description={t.description}
              onClose={() => dismissToast(t.id)}
              live={false}
            />
          </div>
        ))}
      </section>
    </>
  );
}
