import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import * as layout from '@/components/ui/full-screen-state.css';
import { m } from '@/i18n';
import { loadingName } from '../model/loading-name';
import { LOADING_STEP_MS, progressAt } from '../model/loading-progress';
import { rememberedSiteName } from '../model/remembered-name';
import * as s from './loading-screen.css';

/**
 * When the bar started. Shared by every mount, so the screen painted before the app loaded and the
 * app's own loading screen are one continuous bar, not two.
 */
let barStartedAt: number | null = null;

/**
 * The last step the static bar (index.html's, moved by CSS) was drawn at. The app's bar never shows
 * less: the time it reads from the static bar's animation can lag a busy frame behind what was drawn.
 */
let staticStep = 0;

const currentProgress = () =>
  Math.max(staticStep, barStartedAt === null ? 0 : progressAt(performance.now() - barStartedAt));

/** Reads the static bar's step each frame it is drawn, until the app's render replaces it. */
function followStaticBar(fill: Element) {
  if (typeof requestAnimationFrame !== 'function') return;
  const read = () => {
    if (!fill.isConnected) return;
    // matrix(a, b, c, d, e, f): `a` is the horizontal scale, the share of the bar that is filled.
    const matrix = /^matrix\(([^,]+),/.exec(getComputedStyle(fill).transform);
    if (matrix) staticStep = Math.max(staticStep, Math.round(Number(matrix[1]) * 100) || 0);
    requestAnimationFrame(read);
  };
  read();
}

/** The name shown so far, shared by every mount for the same reason: one screen, one name. */
let shownName: string | undefined;

/**
 * Takes over the static copy of this screen that index.html paints before any script runs: the app
 * goes on with the name it shows (the host fills in the tenant's; a static host leaves it empty, and
 * the name this device remembers stands in) and with its bar where it has climbed to, so replacing it
 * changes nothing on screen. Call once, before the app's first render replaces it. Returns the name
 * the page came with, if any.
 */
export function adoptStaticLoadingScreen(root: ParentNode = document): string | undefined {
  const staticName = root.querySelector(`.${s.brand}`)?.textContent?.trim() || undefined;
  shownName ??= staticName ?? rememberedSiteName();
  const fill = root.querySelector(`.${s.climbing}`);
  const climbed = fill?.getAnimations?.()[0]?.currentTime;
  // A millisecond's lead: where the static bar has just reached a step, rounding must not put the
  // app's bar one step behind it.
  if (typeof climbed === 'number') barStartedAt ??= performance.now() - climbed - 1;
  if (fill) followStaticBar(fill);
  return staticName;
}

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
  // The first render may be a transition, done in slices while the bar climbs on: before the screen
  // shows, it catches up with where the bar is now, never one step behind what was painted.
  useLayoutEffect(() => setProgress(currentProgress()), []);
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
      const next = Math.max(staticStep, progressAt(performance.now() - start));
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
