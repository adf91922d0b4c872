import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { installOffer, promptInstall } from '../model/install-offer';

const t = m.install;

/**
 * Installing the app, as this browser allows it: a button that opens the browser's own dialog when it
 * offers one, the Share menu's way on iPhone and iPad, and what to do in any other browser.
 * `brief`: the button without the sentence that explains it (the offer over the page keeps to that).
 */
export function InstallApp({ className, brief = false }: { className?: string; brief?: boolean }) {
  const state = useStore(installOffer, (s) => s.state);
  const [busy, setBusy] = useState(false);
  const install = async () => {
    setBusy(true);
    try {
      await promptInstall();
    } finally {
      setBusy(false);
    }
  };
  if (state === 'offered')
    return (
      <div className={className}>
        {!brief && <span>{t.offered}</span>}
        <Button size="sm" busy={busy} onClick={() => void install()}>
          {t.install}
        </Button>
      </div>
    );
  return (
    <p className={className} role="status">
      {t[state]}
    </p>
  );
}
