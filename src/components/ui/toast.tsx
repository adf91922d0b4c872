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

const store = createStore<{ toasts: Toast[] }>({ toasts: [] });
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;

export function dismissToast(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  store.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/**
 * Shows a toast. Passing an `id` replaces the toast with that id, so a state that moves on
 * ('Reconnecting…' then 'Connected') updates one toast instead of stacking several.
 */
export function showToast(
  input: Omit<Toast, 'id' | 'duration'> & { id?: string; duration?: number | null },
): string {
  const id = input.id ?? `toast-${++seq}`;
  const toast: Toast = { duration: 5000, ...input, id };
  clearTimeout(timers.get(id));
  store.set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), toast] }));
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

export function Toaster() {
  const toasts = useSyncExternalStore(store.subscribe, () => store.get().toasts);
  return (
    <section className={region} aria-label={m.common.notifications}>
      {toasts.map((t) => (
        <div key={t.id} className={item}>
          <Alert
            variant={t.variant}
            title={t.title}
            description={t.description}
            onClose={() => dismissToast(t.id)}
          />
        </div>
      ))}
    </section>
  );
}
