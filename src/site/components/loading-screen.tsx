import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fill, track } from '@/components/ui/progress-bar.css';
import * as layout from '@/components/ui/full-screen-state.css';
import { m } from '@/i18n';
import { loadingName } from '../model/loading-name';
import { LOADING_STEP_MS, progressAt } from '../model/loading-progress';
import { rememberedSiteName } from '../model/remembered-name';
import * as s from './loading-screen.css';

/**
 * When the bar started, on the page's clock (performance.now()). The page has one bar: the static
 * screen's (index.html), else the one the first mount starts; a screen that replaces another goes on
 * with it rather than starting over.
 */
let barStartedAt: number | undefined;

/** When the static screen's bar animation started, on the document's timeline, once read. */
let staticBarStartTime: number | undefined;

/** The name shown so far, kept for the same reason: one screen, one name. */
let shownName: string | undefined;

const barElapsed = () => performance.now() - (barStartedAt ??= performance.now());

/**
 * Takes over the static copy of this screen that index.html paints before any script runs: the app
 * goes on with the name it shows (the host fills in the tenant's; a static host leaves it empty, and
 * the name this device remembers stands in) and with its bar's start, so replacing it changes nothing
 * on screen. Call once, before the app's first render replaces it. Returns the name the page came
 * with, if any.
 */
export function adoptStaticLoadingScreen(root: ParentNode = document): string | undefined {
  const staticName = root.querySelector(`.${s.brand}`)?.textContent?.trim() || undefined;
  shownName ??= staticName ?? rememberedSiteName();
  // How long the static bar has run, as of the frame last drawn: read once. Null before its first.
  const animation = root.querySelector(`.${s.climbing}`)?.getAnimations?.()[0];
  const climbed = animation?.currentTime;
  if (typeof climbed === 'number') barStartedAt ??= performance.now() - climbed;
  if (typeof animation?.startTime === 'number') staticBarStartTime ??= animation.startTime;
  return staticName;
}

/**
 * The tenant's name and a bar climbing 1 % every 30 ms; `onComplete` fires once at 100 %.
 * `siteName`: the tenant's name; `null` when it has none (the default brand shows); `undefined`
 * while it is not known yet (no name shows, its line is kept). The first name shown stays.
 *
 * The bar moves by the same CSS animation as the static one, started when that one did: the browser
 * draws it, also while the page's thread is busy. One timer keeps
 * the value screen readers get and calls back at the end.
 */
export function LoadingScreen({
  siteName,
  onComplete,
}: {
  siteName: string | null | undefined;
  onComplete?: () => void;
}) {
  const [progress, setProgress] = useState(() => progressAt(barElapsed()));
  const fillRef = useRef<HTMLDivElement>(null);
  // Set as the screen is put on, not as it renders: the first render runs in a transition, which may
  // commit a while after it ran, and the bar must not go back then. Taking over the static bar, the
  // animation starts when that one did, on the same clock: no step lost or repeated. Otherwise it
  // starts as far back as the bar has run.
  useLayoutEffect(() => {
    const bar = fillRef.current;
    if (!bar) return;
    const animation = staticBarStartTime === undefined ? undefined : bar.getAnimations?.()[0];
    if (animation) animation.startTime = staticBarStartTime!;
    else bar.style.setProperty('animation-delay', `${-barElapsed()}ms`);
  }, []);
  const name = loadingName(shownName, siteName, m.common.defaultBrand);
  useEffect(() => {
    shownName ??= name;
  }, [name]);
  const done = useRef(onComplete);
  useEffect(() => {
    done.current = onComplete;
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const next = progressAt(barElapsed());
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
          <div
            className={track}
            role="progressbar"
            aria-label={m.site.loadingProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div ref={fillRef} className={`${fill} ${s.climbing}`} />
          </div>
        </div>
      </div>
    </main>
  );
}
