import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPriceStore,
  usePrice,
  useAllPrices,
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
      { id: 1, price: 10 },
      { id: 2, price: 20 },
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
      for (let i = 1; i <= 20; i++) store.apply([{ id: 2, price: 20 + i }]);
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
    act(() => store.apply([{ id: 2, price: 40 }]));
    frame();
    expect(renders.get(2)).toBe(2);
  });
});
