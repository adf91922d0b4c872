import { useSyncExternalStore } from 'react';
import { useStore } from '@/lib/store/persisted-store';
import { m } from '@/i18n';
import { siteStore } from '../model/site-store';
import { notice } from './offline-notice.css';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** A quiet bar while the server cannot be reached and the app shows what it last loaded. */
export function OfflineNotice() {
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const unreachable = useStore(siteStore, (s) => s.offline);
  return (
    <div aria-live="polite">
      {(!browserOnline || unreachable) && <p className={notice}>{m.common.offline}</p>}
    </div>
  );
}
