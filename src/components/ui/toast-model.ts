import type { AlertVariant } from './alert';

/**
 * What a toast is tied to, so it leaves when that is over:
 * - `screen`: the screen it was raised on (an error about this form); it goes when the user leaves it.
 * - `app`: a state of the whole app (the live connection); it stays across screens until resolved.
 */
export type ToastScope = 'screen' | 'app';

export interface Toast {
  /** Its cause ('check-email', 'connection'): a later toast with the same id takes its place. */
  id: string;
  variant: AlertVariant;
  title?: string;
  description: string;
  /** ms until it closes itself; null keeps it until its cause is resolved, its screen is left or it is closed. */
  duration: number | null;
  scope: ToastScope;
  /**
   * The path of the screen a `screen` toast belongs to. Null while a navigation is under way: a
   * route guard's toast ('start again') belongs to the screen the guard sends the user to.
   */
  screen: string | null;
  action?: ToastAction;
}

export interface ToastState {
  toasts: Toast[];
  /** The screen the user is on; null between leaving one and arriving on the next. */
  screen: string | null;
  /**
   * What the always-present live regions say. Screen readers often skip a live region that appears
   * already filled, so toasts are announced here rather than by their own markup.
   */
  polite: string;
  urgent: string;
}

export const initialToastState: ToastState = { toasts: [], screen: null, polite: '', urgent: '' };

/** At most this many toasts show at once; the oldest makes way. */
export const MAX_VISIBLE = 3;
/** How long a success or a notice stays; errors and warnings wait for their cause. */
export const NOTICE_MS = 5000;

export interface ToastInput {
  id: string;
  variant: AlertVariant;
  title?: string | undefined;
  description: string;
  duration?: number | null | undefined;
  scope?: ToastScope | undefined;
  /** One button beside the text ('Update'). */
  action?: ToastAction | undefined;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

const isUrgent = (variant: AlertVariant) => variant === 'destructive' || variant === 'warning';

/** Text for a live region; a repeat of the same words is made different so it is read again. */
const announce = (previous: string, text: string) => (previous === text ? `${text}\u200b` : text);

/**
 * Errors and warnings stay until their cause is dealt with and belong to the screen they were
 * raised on; successes and notices close by themselves and may follow the user to the next screen
 * ('Email verified… continue with registration').
 */
export function addToast(state: ToastState, input: ToastInput): ToastState {
  const urgent = isUrgent(input.variant);
  const toast: Toast = {
    id: input.id,
    variant: input.variant,
    ...(input.title === undefined ? {} : { title: input.title }),
    description: input.description,
    duration: input.duration === undefined ? (urgent ? null : NOTICE_MS) : input.duration,
    scope: input.scope ?? (urgent ? 'screen' : 'app'),
    screen: state.screen,
    ...(input.action === undefined ? {} : { action: input.action }),
  };
  const text = [toast.title, toast.description].filter(Boolean).join('. ');
  const toasts = [...state.toasts.filter((t) => t.id !== toast.id), toast].slice(-MAX_VISIBLE);
  return {
    ...state,
    toasts,
    ...(urgent ? { urgent: announce(state.urgent, text) } : { polite: announce(state.polite, text) }),
  };
}

/** Closed by the user, timed out, or its cause resolved. */
export function removeToast(state: ToastState, id: string): ToastState {
  return state.toasts.some((t) => t.id === id)
    ? { ...state, toasts: state.toasts.filter((t) => t.id !== id) }
    : state;
}

/** A navigation to another screen has begun. */
export function leaveScreen(state: ToastState): ToastState {
  return { ...state, screen: null };
}

/**
 * The user has arrived on `path`: the toasts of the screens they left go, and those raised on the
 * way (by a guard that sent them here) belong to this one.
 */
export function arriveOnScreen(state: ToastState, path: string): ToastState {
  const toasts = state.toasts
    .filter((t) => t.scope === 'app' || t.screen === null || t.screen === path)
    .map((t) => (t.scope === 'screen' && t.screen === null ? { ...t, screen: path } : t));
  return { ...state, screen: path, toasts };
}

/**
 * Where the toast stack starts: below the lowest edge of the page's top bars (risk warning, logo,
 * Logout), so a toast never covers their controls. A bar scrolled out of sight (bottom above 0)
 * leaves the top free; a bar taller than half the screen is not followed past the middle.
 */
export function toastOffset(barBottoms: readonly number[], viewportHeight: number): number {
  const bottom = Math.max(0, ...barBottoms);
  return Math.round(Math.min(bottom, viewportHeight / 2));
}
