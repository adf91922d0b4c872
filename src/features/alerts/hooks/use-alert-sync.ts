/**
 * Keeps the price alerts current: `.alert.updated` on `trade.{userId}` carries each alert set,
 * changed, deleted or gone off, written into the list (api/alert-cache.ts); one going off is also told
 * at once with a toast on whatever screen is open (its notification follows on the notification
 * channel). Each time the channel is subscribed, one catch-up refetch picks up what happened before.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@contract/rules/format';
import { toast } from '@/components/ui/toast';
import { channels, listen } from '@/lib/realtime';
import { siteDataQuery } from '@/site/api/site-data';
import { m } from '@/i18n';
import { refetchPriceAlerts, writePriceAlert } from '../api/alert-cache';
import { alertName, digitsOf } from '../model/alert-name';

/** Mounted once for the signed-in customer (src/app/live-user.ts). */
export function useAlertSync(userId: number | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined) return;
    return listen(
      channels.trade(userId),
      'alert.updated',
      ({ action, alert }) => {
        writePriceAlert(queryClient, alert, action === 'deleted');
        if (action !== 'triggered' || alert.triggered_price === null) return;
        // The instrument as the site data the screens show has it, read when it goes off.
        const assets = queryClient.getQueryData(siteDataQuery().queryKey)?.assets;
        const asset = assets?.find((candidate) => candidate.id === alert.asset_id);
        toast.info(
          m.alerts.wentOff(
            alertName(alert, asset),
            m.alerts.sidesInText[alert.side],
            formatPrice(alert.triggered_price, digitsOf(asset)),
          ),
          { key: `price-alert-${alert.id}` },
        );
      },
      { catchUp: () => void refetchPriceAlerts(queryClient) },
    );
  }, [queryClient, userId]);
}
