import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The rows a virtualized list renders, with the one at `index` kept among them (-1: none): the row
 * holding the focus stays in the page when scrolled away, since unmounted it would drop the focus to
 * the page's start.
 */
export function rangeKeeping(range: Range, index: number): number[] {
  const shown = defaultRangeExtractor(range);
  return index < 0 || shown.includes(index) ? shown : [...shown, index].sort((a, b) => a - b);
}
