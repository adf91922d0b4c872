import { createFileRoute, Link } from '@tanstack/react-router';
import { Card, Page } from '@/components/ui/page';
import { standaloneLink } from '@/components/ui/link.css';
import { priceAlertsQuery } from '@/features/alerts/api/price-alerts';
import { PriceAlerts } from '@/features/alerts/components/price-alerts';
import { useAssetsById } from '@/site/api/site-data';
import { whenLetIn } from '@/session/model/session-store';
import { m } from '@/i18n';

/**
 * /main/alerts: the customer's price alerts, active (changed or deleted here) and gone off, with when
 * and at what price. They are set from a market's row or the chart ('Alert me'), on /trading.
 */
export const Route = createFileRoute('/_app/main/alerts')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => void queryClient.prefetchQuery(priceAlertsQuery())),
  component: AlertsPage,
});

function AlertsPage() {
  const assets = useAssetsById();
  return (
    <Page title={m.alerts.title}>
      <Card>
        <PriceAlerts assets={assets} />
        <Link to="/trading" className={standaloneLink}>
          {m.app.pages.trading}
        </Link>
      </Card>
    </Page>
  );
}
