/**
 * Installing the app. Chromium browsers offer it with a `beforeinstallprompt` event, once, early in
 * the page's life: the entry captures it (before the app's code has loaded) and keeps it for the
 * moment the user asks. iOS never offers it; there the user adds the page from the Share menu.
 */
import { createStore } from '@/lib/store/store';
import { afterPaint } from '@/lib/tasks';

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** Running as the installed app, or installed from this page a moment ago. */
  | 'installed'
  /** The browser offers installing: the 'Install app' button can open its dialog. */
  | 'offered'
  /** iOS Safari: no prompt exists; the Share menu's 'Add to Home Screen' installs. */
  | 'ios'
  /** The browser has not offered it (already installed, unsupported, or not yet decided). */
  | 'unavailable';

let deferred: InstallPromptEvent | null = null;

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad (iPadOS reports itself as a Mac with a touch screen). */
const appleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const initialState = (): InstallState => (standalone() ? 'installed' : appleMobile() ? 'ios' : 'unavailable');

export const installOffer = createStore<{ state: InstallState }>({ state: 'unavailable' });

/** Called by the entry, before anything else can miss the event. */
export function captureInstallOffer() {
  // Asking the page's media whether it runs installed lays the page out there and then: done in the
  // entry's own task, it made that task longer by the first layout. Once the page has painted, the
  // layout is done; an offer or an install that came first stands.
  const captured = installOffer.get();
  afterPaint(() => {
    if (installOffer.get() === captured) installOffer.set({ state: initialState() });
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installing where it fits.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    installOffer.set({ state: 'offered' });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installOffer.set({ state: 'installed' });
  });
}

/** Opens the browser's install dialog; resolves with whether the user installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The event can be used once: a dismissed dialog needs a new offer from the browser.
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  installOffer.set({ state: outcome === 'accepted' ? 'installed' : 'unavailable' });
  return outcome === 'accepted';
}
