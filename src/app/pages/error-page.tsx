import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { Icon } from '@/components/ui/icon';
import { m } from '@/i18n';

/** Shown instead of a route that failed to load or render; the error goes to the console, not the user. */
export function ErrorPage({ error }: { error: unknown }) {
  console.error('[route]', error);
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
      <ScreenText>{m.site.errorBody}</ScreenText>
    </FullScreenState>
  );
}
