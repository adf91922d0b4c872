/**
 * Calls `measure` now and whenever the page's layout may have moved what it measures: the body
 * resized (something above grew or shrank) or the window did. Answers what stops it. Where there is
 * no ResizeObserver (old engines, tests), the window's resize still calls it.
 */
export function followPageLayout(measure: () => void): () => void {
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(document.body);
  window.addEventListener('resize', measure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
  };
}
