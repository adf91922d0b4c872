import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import * as layout from '@/components/ui/full-screen-state.css';
import { m } from '@/i18n';
import { loadingName } from '../model/loading-name';
import { LOADING_STEP_MS, progressAt } from '../model/loading-progress';
import * as s from './loading-screen.css';

/**
 * When the bar started. Shared by every mount, so the screen painted before the app loaded and the
 * app's own loading screen are one continuous bar, not two.
 */
let barStartedAt: number | null = null;

const currentProgress = () => (barStartedAt === null ? 0 : progressAt(performance.now() - barStartedAt));

/** The name shown so far, shared by every mount for the same reason: one screen, one name. */
let shownName: string | undefined;

/**
 * The tenant's name and a bar climbing 1 % every 30 ms; `onComplete` fires once at 100 %.
 * `siteName`: the tenant's name; `null` when it has none (the default brand shows); `undefined`
 * while it is not known yet (no name shows, its line is kept). The first name shown stays.
 */
export function LoadingScreen({
  siteName,
  onComplete,
}: {
  siteName: string | null | undefined;
  onComplete?: () => void;
}) {
  const [progress, setProgress] = useState(currentProgress);
  const name = loadingName(shownName, siteName, m.common.defaultBrand);
  useEffect(() => {
    shownName ??= name;
  }, [name]);
  const done = useRef(onComplete);
  useEffect(() => {
    done.current = onComplete;
  });

  useEffect(() => {
    barStartedAt ??= performance.now();
    const start = barStartedAt;
    const timer = setInterval(() => {
      const next = progressAt(performance.now() - start);
      setProgress(next);
      if (next >= 100) {
        clearInterval(timer);
        done.current?.();
      }
    }, LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <main className={layout.screen} aria-busy="true">
      <div className={layout.card}>
        <p className={s.brand}>{name}</p>
        <p className={s.status} role="status">
          {m.site.loadingMarketData}
        </p>
        <div className={s.bar}>
          <ProgressBar value={progress} label={m.site.loadingProgress} />
        </div>
      </div>
    </main>
  );
}
