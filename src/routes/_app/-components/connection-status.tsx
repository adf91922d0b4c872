/**
 * The one connection-health indicator of the frame: Online, Polling or Offline for both
 * sockets, and on a tap a short note of what is stale. 'Prices unavailable' (the feed gave up after
 * its tries) is a banner with the manual retry, since nothing moves until the user asks again.
 */
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePopover } from '@/components/ui/use-popover';
import { useTradingSettings } from '@/features/trading/model/trading-settings';
import { retryPriceFeed, usePriceFeedStatus } from '@/lib/prices';
import { useConnectionHealth } from '@/lib/realtime';
import { m } from '@/i18n';
import * as s from './connection-status.css';

const t = m.realtime.health;

export function ConnectionIndicator({ withPrices }: { withPrices: boolean }) {
  const { health, pricesLive } = useConnectionHealth();
  const feed = usePriceFeedStatus();
  const { tradesPollIntervalMs } = useTradingSettings();
  const { open, setOpen, panelId, wrap } = usePopover();
  const state = t[health];
  const hint = {
    live: t.liveHint,
    polling: t.pollingHint(Math.round(tradesPollIntervalMs / 1000)),
    offline: t.offlineHint,
  }[health];
  const pricesHint =
    feed.state === 'failed' ? t.pricesUnavailableHint : pricesLive ? t.pricesLiveHint : t.pricesStaleHint;
  return (
    <div className={s.wrap} ref={wrap}>
      <button
        type="button"
        className={s.button}
        aria-label={t.label(state)}
        aria-expanded={open}
        aria-controls={panelId}
        data-health={health}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={s.pill} aria-hidden="true">
          <span className={s.dot[health]} />
          {state}
        </span>
      </button>
      {/* Announced politely when the state changes, without moving focus. */}
      <span className="sr-only" role="status">
        {t.label(state)}
      </span>
      {open && (
        <div id={panelId} className={s.panel}>
          <p className={s.panelText}>{hint}</p>
          {withPrices && <p className={s.panelText}>{pricesHint}</p>}
        </div>
      )}
    </div>
  );
}

/** Shown while the price feed has given up: prices stay as last received until the user retries. */
export function PricesUnavailable() {
  const feed = usePriceFeedStatus();
  if (feed.state !== 'failed') return null;
  return (
    <Alert
      variant="warning"
      className={s.banner}
      title={m.realtime.pricesUnavailable}
      description={t.pricesStaleHint}
    >
      <Button size="sm" variant="secondary" onClick={retryPriceFeed}>
        {t.retry}
      </Button>
    </Alert>
  );
}
