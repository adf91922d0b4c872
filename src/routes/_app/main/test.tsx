import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { m } from '@/i18n';
import { AppState, Connections, Notifications } from './-components/connection-check';
import * as s from './-components/connection-check.css';

/**
 * /main/test: what support asks a customer to open when "it does not update". Both connections and
 * the app's mode, how long ago the last price came, a measured round trip to the server, the app's
 * version and its service worker, storage used, the notification permission (asked only from the
 * button here) and the notification sound.
 */
export const Route = createFileRoute('/_app/main/test')({
  component: ConnectionCheckPage,
});

function ConnectionCheckPage() {
  return (
    <Page title={m.check.title}>
      <p className={s.intro}>{m.check.intro}</p>
      <Connections />
      <AppState />
      <Notifications />
    </Page>
  );
}
