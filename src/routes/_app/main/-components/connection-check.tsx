/** The connection check's three cards (routes/_app/main/test.tsx). */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { NotificationPermission } from '@/features/notifications/components/notification-permission';
import { playSound } from '@/features/notifications/model/sound';
import { fetchSettings } from '@/site/api/settings';
import { useClock } from '@/features/trading/hooks/use-clock';
import type { RealtimeStatus } from '@contract';
import { formatBytes } from '@contract/rules/format';
import { usePriceFeedStatus, useAllPrices } from '@/lib/prices';
import { useConnectionHealth, useRealtimeStatus } from '@/lib/realtime';
import { m } from '@/i18n';
import * as s from './connection-check.css';

const t = m.check;

const stateText = (status: RealtimeStatus) =>
  status.state === 'failed' ? t.states.failed(status.error) : t.states[status.state];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.row}>
      <dt className={s.label}>{label}</dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

/** Both connections and the app's mode, the last price's age, and a measured round trip to the server. */
export function Connections() {
  const realtime = useRealtimeStatus();
  const feed = usePriceFeedStatus();
  const { health } = useConnectionHealth();
  const prices = useAllPrices();
  const newest = Math.max(0, ...[...prices.values()].map((tick) => tick.at));
  const age = useClock((now) => (newest > 0 ? Math.max(0, Math.floor((now - newest) / 1000)) : null));
  const [roundTrip, setRoundTrip] = useState<number | 'busy' | 'failed' | null>(null);
  const measure = useCallback(async () => {
    setRoundTrip('busy');
    const started = performance.now();
    try {
      await fetchSettings();
      setRoundTrip(Math.round(performance.now() - started));
    } catch {
      setRoundTrip('failed');
    }
  }, []);
  useEffect(() => void measure(), [measure]);
  return (
    <Card>
      <h2 className={s.heading}>{t.connections}</h2>
      <dl className={s.list}>
        <Row label={t.mode}>{t.modes[health]}</Row>
        <Row label={t.realtime}>{stateText(realtime)}</Row>
        <Row label={t.prices}>{stateText(feed)}</Row>
        <Row label={t.lastPrice}>{age === null ? t.never : t.secondsAgo(age)}</Row>
        <Row label={t.apiRoundTrip}>
          <span className={s.inline}>
            {roundTrip === 'busy'
              ? t.measuring
              : roundTrip === 'failed'
                ? t.unreachable
                : roundTrip === null
                  ? ''
                  : t.ms(roundTrip)}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void measure()}
              disabled={roundTrip === 'busy'}
            >
              {t.measure}
            </Button>
          </span>
        </Row>
      </dl>
    </Card>
  );
}

type WorkerState = keyof typeof t.workerStates;

function useWorkerState(): WorkerState {
  const [state, setState] = useState<WorkerState>('none');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return setState('unsupported');
    let cancelled = false;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (cancelled) return;
      if (!registration) return setState('none');
      setState(
        registration.waiting
          ? 'waiting'
          : registration.installing
            ? 'installing'
            : registration.active
              ? 'active'
              : 'none',
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** The app's version and its service worker, and the storage it uses. */
export function AppState() {
  const worker = useWorkerState();
  const [storage, setStorage] = useState<string>(t.unknown);
  useEffect(() => {
    void navigator.storage
      ?.estimate()
      .then(
        ({ usage, quota }) =>
          usage !== undefined &&
          quota !== undefined &&
          setStorage(t.storageOf(formatBytes(usage), formatBytes(quota))),
      )
      .catch(() => undefined);
  }, []);
  return (
    <Card>
      <h2 className={s.heading}>{t.app}</h2>
      <dl className={s.list}>
        <Row label={t.version}>{__BUILD_ID__}</Row>
        <Row label={t.worker}>{t.workerStates[worker]}</Row>
        <Row label={t.storage}>{storage}</Row>
      </dl>
    </Card>
  );
}

/**
 * What the browser allows for notifications (asked only from Settings' 'Turn on notifications on this
 * device'), and the notification sound.
 */
export function Notifications() {
  return (
    <Card>
      <h2 className={s.heading}>{t.notifications}</h2>
      <dl className={s.list}>
        <Row label={t.notifications}>
          <NotificationPermission />
        </Row>
        <Row label={t.sound}>
          <Button size="sm" variant="secondary" onClick={playSound}>
            {t.playSound}
          </Button>
        </Row>
      </dl>
    </Card>
  );
}
