import { Alert } from '@/components/ui/alert';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { useStore } from '@/lib/store/store';
import { storageKeys } from '@/lib/storage-keys';
import { stored } from '@contract';
import { m } from '@/i18n';
import { InstallApp } from './install-app';
import { installOffer } from '../model/install-offer';
import * as s from './install.css';

/** Whether this device put the install offer away; it then lives in Settings only. */
export const installBannerDismissal = createPersistedStore(
  { dismissed: false },
  { key: storageKeys.installOfferDismissed, schema: stored.installOfferDismissed, pick: (st) => st },
);
// Read before the offer can show: it must not show for a moment and go.
installBannerDismissal.rehydrate();

/**
 * The offer to install the app while the browser offers it (or, on iPhone and iPad, how to add it),
 * until it is installed or put away for good. It comes whenever the browser decides, often while the
 * page is being read: so it sits over the bottom of the page and moves nothing on it, and says no more
 * than what it offers (Settings explains it).
 */
export function InstallBanner() {
  const state = useStore(installOffer, (st) => st.state);
  const dismissed = useStore(installBannerDismissal, (st) => st.dismissed);
  if (dismissed || (state !== 'offered' && state !== 'ios')) return null;
  return (
    <Alert
      title={m.install.title}
      className={s.banner}
      onClose={() => installBannerDismissal.set({ dismissed: true })}
    >
      <InstallApp className={s.offer} brief />
    </Alert>
  );
}
