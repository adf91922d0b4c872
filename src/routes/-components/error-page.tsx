import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { Icon } from '@/components/ui/icon';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { m } from '@/i18n';

/**
 * Shown instead of a route that failed to load or render; the error goes to the console, not the user.
 * Offline (a page's code not downloaded yet, say), it says so and loads the page again by itself once
 * the connection is back.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const online = useBrowserOnline();
  const wasOffline = useRef(!online);
  useEffect(() => console.error('[route]', error), [error]);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) window.location.reload();
  }, [online]);
  return (
    <FullScreenState
      icon={<Icon name="alert" />}
      title={m.site.errorTitle}
      actions={
        <>
          <Button block onClick={() => window.location.reload()}>
            {m.site.reload}
          </Button>
          <Link to="/">{m.site.notFoundHome}</Link>
        </>
      }
    >
      <ScreenText>{online ? m.site.errorBody : m.site.errorOfflineBody}</ScreenText>
    </FullScreenState>
  );
}
