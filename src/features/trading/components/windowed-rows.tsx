/**
 * A long market list's rows, only those near the view, each placed at its own offset in a list as
 * tall as every row together, so the page scrolls as if every row were there. With every row of 200
 * instruments in the page (about 7,000 elements), each style recalculation walked them all: a dialog
 * opening over the page makes the page behind it inert, which restyles all of it. Near the view there
 * are a few dozen rows (about 1,000 elements on /trading). Measured with `npm run bench dashboard`,
 * 200 instruments at 10 Hz: the dashboard's main-thread busy 0.117 before, 0.071 after; opening and
 * closing the order ticket at 4× CPU, p98 248 ms before, 104 to 168 ms after (three runs).
 *
 * The list scrolls with the page. Rows past the view are rendered ahead (`OVERSCAN`), so Tab and
 * Shift+Tab always find the next row in the page and the browser scrolls it into view; the row that
 * holds the focus stays rendered when scrolled away, so the focus is never dropped; and each row says
 * its place in the whole list (`aria-posinset`, `aria-setsize`), which a screen reader reads out.
 */
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Asset } from '@contract';
import { followPageLayout } from '@/lib/page-layout';
import { rangeKeeping } from '@/lib/virtual-range';
import * as s from './markets.css';

/** Rows rendered past each end of the view. */
const OVERSCAN = 8;
/** A one-line row and the list's gap (markets.css.ts), until each row is measured. */
const ESTIMATED_ROW_PX = 56;
const GAP_PX = 4;

export interface WindowedRow {
  /** The row's place in the list, for `aria-posinset` and the virtualizer's measuring. */
  index: number;
  setSize: number;
  /** Where the row starts in the list, in pixels. */
  offset: number;
  /** The ref that measures the row's real height. */
  measure: (element: HTMLLIElement | null) => void;
}

export default function WindowedRows({
  assets,
  label,
  row,
}: {
  assets: readonly Asset[];
  label: string;
  row: (asset: Asset, place: WindowedRow) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the page, which what sits above it (the chart, an alert) moves. Kept
  // without a render: the rows sit inside the list and move with it, and the next scroll, which renders
  // anyway, reads it; only the first place found renders again, so the first rows shown are the right ones.
  const top = useRef(0);
  const [, placed] = useState(false);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const place = () => {
      top.current = Math.round(el.getBoundingClientRect().top + window.scrollY);
    };
    const stop = followPageLayout(place);
    placed(true);
    return stop;
  }, []);

  // The instrument whose row holds the focus, kept without a render (each Tab moves it): the rows
  // rendered change only when the view moves, and the scroll that moves it renders and reads this.
  const focused = useRef<number | null>(null);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: assets.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    gap: GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: top.current,
    getItemKey: (index) => assets[index]?.id ?? index,
    rangeExtractor: useCallback(
      (range: Range) => {
        const id = focused.current;
        return rangeKeeping(range, id === null ? -1 : assets.findIndex((asset) => asset.id === id));
      },
      [assets],
    ),
  });
  return (
    <ul
      ref={list}
      className={s.windowedList}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const id = (event.target as Element).closest('li')?.getAttribute('data-row');
        if (id) focused.current = Number(id);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
      }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const asset = assets[item.index];
        return asset
          ? row(asset, {
              index: item.index,
              setSize: assets.length,
              offset: item.start - top.current,
              measure: virtualizer.measureElement,
            })
          : null;
      })}
    </ul>
  );
}
