/**
 * The market watch's category and search as a screen keeps them: in its URL (`?market=`, `?q=`),
 * replaced as they change, so a reload or a shared link shows the same list, and in memory for the
 * session, so coming back to the screen by a plain link (the menu, a row on the dashboard) finds the
 * watch as it was left (features/trading model/market-watch).
 */
import { useCallback, useEffect, useState } from 'react';
import type { AssetCategory } from '@contract';
import {
  openingFilter,
  rememberWatch,
  searchOfFilter,
  type WatchFilter,
} from '@/features/trading/model/market-watch';

const isNoFilter = (filter: WatchFilter) => filter.category === 'all' && filter.query.trim() === '';

export type WatchSearch = { market?: AssetCategory; q?: string };

/**
 * `writeSearch` replaces the screen's `market` and `q` (undefined drops one) and keeps its other
 * parameters. Returns the filter the list opens with and what it calls on each change.
 */
export function useWatchFilter(search: WatchSearch, writeSearch: (watch: WatchSearch) => void) {
  const [initial] = useState(() => openingFilter(search));
  const onChange = useCallback(
    (filter: WatchFilter) => {
      rememberWatch(filter);
      writeSearch({ market: undefined, q: undefined, ...searchOfFilter(filter) });
    },
    [writeSearch],
  );
  // Opened by a link that named none: the session's filter goes into the URL as if chosen here. Only
  // once, on arrival: later changes come from the list.
  const fromSession = search.market === undefined && search.q === undefined && !isNoFilter(initial);
  useEffect(() => {
    if (fromSession) onChange(initial);
    else rememberWatch(initial);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { initial, onChange };
}
