import { startTransition, useEffect, useState, type ReactNode } from 'react';
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
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const state = useStore(siteStore, (s) => s);
  const [barDone, setBarDone] = useState(() => !isFirstVisit());
  useTenantBranding();

  const screen = startScreen(state);
  // A first visit runs the bar to the end; a returning visitor (settings remembered) skips it.
  if (screen === 'loading' || !barDone) {
    // While settings load the name is not known yet; after that it is the tenant's, or none.
    const siteName = screen === 'loading' ? undefined : (state.settings?.name ?? null);
    // A transition: the first page is rendered in slices while the full bar stays on screen, so the
    // step from the bar to the page never holds input up.
    return <LoadingScreen siteName={siteName} onComplete={() => startTransition(() => setBarDone(true))} />;
  }
  switch (screen) {
    case 'unreachable':
      return <SiteUnreachable onRetry={loadSettings} />;
    case 'disabled':
      return (
        <SiteDisabled
          message={state.settings?.maintenanceMessage}
          contactEmail={state.settings?.contactEmail}
          onCheck={loadSettings}
        />
      );
    default:
      return (
        <>
          <OfflineNotice />
          {children}
        </>
      );
  }
}
