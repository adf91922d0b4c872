import { useStore } from '@/lib/store/store';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { m } from '@/i18n';
import { siteStore } from '../model/site-store';
import { notice } from './offline-notice.css';

/** A quiet bar while the server cannot be reached and the app shows what it last loaded. */
export function OfflineNotice() {
  const browserOnline = useBrowserOnline();
  const unreachable = useStore(siteStore, (s) => s.offline);
  return (
    <div aria-live="polite">
      {(!browserOnline || unreachable) && <p className={notice}>{m.common.offline}</p>}
    </div>
  );
}
