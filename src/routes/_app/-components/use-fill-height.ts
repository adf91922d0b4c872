import { useLayoutEffect, type RefObject } from 'react';
import { followPageLayout } from '@/lib/page-layout';

const MIN_HEIGHT_PX = 320;

/**
 * Room the page's `<main>` has been stretched by, under its last child: the frame fills the window
 * even when the page is short, and that stretch is not something under the element that must stay
 * visible. Counted as "below", it would keep a short page short for good.
 */
function slackBelow(el: HTMLElement): number {
  const main = el.closest('main');
  if (!main) return 0;
  let contentBottom = 0;
  for (const child of Array.from(main.children))
    contentBottom = Math.max(contentBottom, child.getBoundingClientRect().bottom);
  const padding = parseFloat(getComputedStyle(main).paddingBottom) || 0;
  return Math.max(0, main.getBoundingClientRect().bottom - padding - contentBottom);
}

/**
 * Sizes an element to the window's height left below it, after whatever sits under it in the page
 * (the content's padding, the phone's tab bar): a chat's composer then stays on screen whatever
 * alerts the frame shows above it, and the list scrolls instead of the page.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const rect = el.getBoundingClientRect();
      const top = rect.top + window.scrollY;
      const below = document.documentElement.scrollHeight - (rect.bottom + window.scrollY) - slackBelow(el);
      const height = Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - below));
      if (Math.abs(el.offsetHeight - height) > 1) el.style.height = `${height}px`;
    };
    return followPageLayout(fit);
  }, [ref]);
}
