import { Activity, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@/lib/store/store';
import { applyAccent } from '@/styles/tenant-theme';
import { m } from '@/i18n';
import { isFirstVisit, loadSettings, siteStore } from '../model/site-store';
import { startScreen } from '../model/start-screen';
import { LoadingScreen } from './loading-screen';
import { OfflineNotice } from './offline-notice';
import { SiteDisabled, SiteUnreachable } from './site-states';

/**
 * Applies the tenant's name, favicon and accent to the document. Without settings (a first start
 * offline) the page keeps the title it was served with: the host, or the worker's copy of its page,
 * gave it the tenant's name.
 */
function useTenantBranding() {
  const settings = useStore(siteStore, (s) => s.settings);
  useEffect(() => {
    if (settings) document.title = settings.name || m.common.defaultBrand;
    applyAccent(settings?.accent_color);
    if (settings?.favicon)
      document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', settings.favicon);
  }, [settings]);
}

/**
 * The site start: the loading screen until settings are in and the bar has run, then 'Site
 * Unreachable', 'Site Temporarily Disabled' or the app. The fetch itself starts before the first
 * render (the session machine's start, src/app/session-machine.ts), exactly once.
 *
 * Once settings are in, the app is rendered behind the bar, hidden (`<Activity mode="hidden">`:
 * drawn with `display: none`, its effects held back until shown), so the end of the bar only
 * reveals a page React has already built. Drawing it only after the bar put React's whole first
 * render of the login route between the bar's end and a usable form: 217–244 ms at 4× CPU, against
 * 108–146 ms revealed (`npm run bench first-load`, "login form usable, ms after the bar completes").
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const state = useStore(siteStore, (s) => s);
  // A first visit runs the bar to the end; a returning visitor (settings remembered) skips it.
  const [barDone, setBarDone] = useState(() => !isFirstVisit());
  useTenantBranding();

  const screen = startScreen(state);
  const showBar = screen === 'loading' || !barDone;
  if (!showBar && screen === 'unreachable') return <SiteUnreachable onRetry={loadSettings} />;
  if (!showBar && screen === 'disabled')
    return (
      <SiteDisabled
        message={state.settings?.maintenanceMessage}
        contactEmail={state.settings?.contactEmail}
        onCheck={loadSettings}
      />
    );
  // While settings load the name is not known yet; after that it is the tenant's, or none.
  const siteName = screen === 'loading' ? undefined : (state.settings?.name ?? null);
  return (
    <>
      {showBar && <LoadingScreen siteName={siteName} onComplete={() => setBarDone(true)} />}
      {screen === 'ready' && (
        <Activity mode={showBar ? 'hidden' : 'visible'}>
          <OfflineNotice />
          {children}
        </Activity>
      )}
    </>
  );
}
