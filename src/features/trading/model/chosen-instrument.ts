/**
 * Which instrument /trading shows. A link's `?asset=` is shown as asked, whatever its market. Without
 * one, the screen opens where trading can start: the instrument last chosen in this session if its
 * market is open, else the first open one, else the first of all (every market closed or halted).
 * The last choice is kept in memory for the session only (forgotten at its end, like its prices).
 */
import type { Asset } from '@contract';

let lastChosen: number | undefined;

export function rememberInstrument(assetId: number) {
  lastChosen = assetId;
}

export function forgetInstrument() {
  lastChosen = undefined;
}

export const lastInstrument = () => lastChosen;

export function chosenInstrument<T extends Pick<Asset, 'id' | 'market'>>(
  assets: readonly T[],
  requested: number | undefined,
  last: number | undefined,
): T | undefined {
  const asked = requested === undefined ? undefined : assets.find((asset) => asset.id === requested);
  if (asked) return asked;
  const isOpen = (asset: T) => asset.market.state === 'open';
  const previous = assets.find((asset) => asset.id === last);
  if (previous && isOpen(previous)) return previous;
  return assets.find(isOpen) ?? assets[0];
}
