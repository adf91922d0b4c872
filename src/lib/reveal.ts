/** How long a revealed element is kept in view while the page around it is still arriving. */
export const SETTLE_MS = 3000;

const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls `element` into view, and again each time the page changes height within `SETTLE_MS`: what a
 * notice's link opens is shown once its own list has loaded, and the lists above it, still loading,
 * would otherwise push it out of view. The first touch, click, wheel or key of the user's ends it, so
 * their own scrolling always wins.
 */
export function reveal(element: HTMLElement, block: ScrollLogicalPosition): void {
  element.scrollIntoView({ block });
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    if (element.isConnected) element.scrollIntoView({ block });
    else stop();
  });
  const timer = setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}
