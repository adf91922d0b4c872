import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnScreen } from '@/lib/use-on-screen';
import {
  createPriceStore,
  usePrice,
  usePriceOnScreen,
  usePriceTrail,
  useAllPrices,
  TRAIL_STEP_MS,
  type FlushScheduler,
  type PriceStore,
} from './price-store';

function manualFrames() {
  let waiting: (() => void) | null = null;
  const schedule: FlushScheduler = (flush) => {
    waiting = flush;
    return () => (waiting = null);
  };
  const frame = () => act(() => waiting?.());
  return { schedule, frame };
}

function Row({ id, store, renders }: { id: number; store: PriceStore; renders: Map<number, number> }) {
  const price = usePrice(id, store, (tick) => tick?.price);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <li aria-label={`asset ${id}`}>{price ?? '—'}</li>;
}

function Book({ store, onRender }: { store: PriceStore; onRender: () => void }) {
  const all = useAllPrices(store);
  onRender();
  return <p>{all.size} prices</p>;
}

describe('usePrice', () => {
  it('re-renders a row once per frame and only for its own asset', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.seed([
      { id: 1, price: 10, bid: 10, ask: 10 },
      { id: 2, price: 20, bid: 20, ask: 20 },
    ]);
    const renders = new Map<number, number>();
    let bookRenders = 0;
    render(
      <ul>
        <Row id={1} store={store} renders={renders} />
        <Row id={2} store={store} renders={renders} />
        <Book store={store} onRender={() => bookRenders++} />
      </ul>,
    );
    expect(renders).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );

    act(() => {
      for (let i = 1; i <= 20; i++) store.apply([{ id: 2, price: 20 + i, bid: 20 + i, ask: 20 + i }]);
    });
    frame();
    expect(screen.getByLabelText('asset 2')).toHaveTextContent('40');
    expect(screen.getByLabelText('asset 1')).toHaveTextContent('10');
    expect(renders).toEqual(
      new Map([
        [1, 1],
        [2, 2],
      ]),
    );
    expect(bookRenders).toBe(2);

    // The same price again: the selector keeps the row from rendering.
    act(() => store.apply([{ id: 2, price: 40, bid: 40, ask: 40 }]));
    frame();
    expect(renders.get(2)).toBe(2);
  });
});

/**
 * An IntersectionObserver the test drives: `show(element, on)` reports it on or off screen. The app
 * makes one observer for its whole life (useOnScreen's), so the callback it was made with, and what it
 * observes, are kept across tests.
 */
let report: IntersectionObserverCallback = () => {};
const observed = new Set<Element>();
function fakeObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {}
    },
  );
  const show = (element: Element, isIntersecting: boolean) =>
    act(() => report([{ target: element, isIntersecting } as IntersectionObserverEntry], {} as never));
  return { show, observed };
}

describe('usePriceOnScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  function ListRow({ id, store, renders }: { id: number; store: PriceStore; renders: { count: number } }) {
    const [ref, onScreen] = useOnScreen<HTMLLIElement>();
    const tick = usePriceOnScreen(id, onScreen, store);
    renders.count += 1;
    return (
      <li ref={ref} aria-label={`asset ${id}`}>
        {tick?.price ?? '—'}
      </li>
    );
  }

  it('follows the price only on screen, and shows the current one when the row comes back', () => {
    const { show, observed } = fakeObserver();
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.seed([{ id: 1, price: 10, bid: 10, ask: 10 }]);
    const renders = { count: 0 };
    const { unmount } = render(
      <ul>
        <ListRow id={1} store={store} renders={renders} />
      </ul>,
    );
    const row = screen.getByLabelText('asset 1');
    expect(observed.has(row)).toBe(true);

    act(() => store.apply([{ id: 1, price: 11, bid: 11, ask: 11 }]));
    frame();
    expect(row).toHaveTextContent('11');

    show(row, false);
    const offScreen = renders.count;
    for (let i = 12; i <= 20; i++) {
      act(() => store.apply([{ id: 1, price: i, bid: i, ask: i }]));
      frame();
    }
    expect(renders.count).toBe(offScreen);
    expect(row).toHaveTextContent('11');

    show(row, true);
    expect(row).toHaveTextContent('20');
    act(() => store.apply([{ id: 1, price: 21, bid: 21, ask: 21 }]));
    frame();
    expect(row).toHaveTextContent('21');

    unmount();
    expect(observed.size).toBe(0);
  });
});

describe('usePriceTrail', () => {
  afterEach(() => vi.unstubAllGlobals());

  function TrailRow({ id, store, renders }: { id: number; store: PriceStore; renders: { count: number } }) {
    const [ref, onScreen] = useOnScreen<HTMLLIElement>();
    const trail = usePriceTrail(id, onScreen, store);
    renders.count += 1;
    return (
      <li ref={ref} aria-label={`trail ${id}`}>
        {trail.join(' ')}
      </li>
    );
  }

  it('re-renders a row when a point is added, not on every tick, and only on screen', () => {
    const { show } = fakeObserver();
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.seed([{ id: 1, price: 10, bid: 10, ask: 10 }], 0);
    const renders = { count: 0 };
    render(
      <ul>
        <TrailRow id={1} store={store} renders={renders} />
      </ul>,
    );
    const row = screen.getByLabelText('trail 1');
    const first = renders.count;
    for (let i = 1; i <= 5; i++) {
      act(() => store.apply([{ id: 1, price: 10 + i, bid: 10 + i, ask: 10 + i }], i * 100));
      frame();
    }
    expect(renders.count).toBe(first);

    act(() => store.apply([{ id: 1, price: 20, bid: 20, ask: 20 }], TRAIL_STEP_MS));
    frame();
    expect(row).toHaveTextContent('10 20');
    expect(renders.count).toBe(first + 1);

    show(row, false);
    const offScreen = renders.count;
    act(() => store.apply([{ id: 1, price: 30, bid: 30, ask: 30 }], 2 * TRAIL_STEP_MS));
    frame();
    expect(renders.count).toBe(offScreen);
    show(row, true);
    expect(row).toHaveTextContent('10 20 30');
  });
});
