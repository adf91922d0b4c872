import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceStore } from '@/lib/prices';
import { loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

/** A stand-in for lightweight-charts (jsdom has no canvas) that records what the chart was fed. */
const chart = vi.hoisted(() => ({
  created: 0,
  removed: 0,
  data: [] as { time: number; value: number }[],
  updates: [] as { time: number; value: number }[],
}));
vi.mock('lightweight-charts', () => ({
  ColorType: { Solid: 'solid' },
  AreaSeries: {},
  createChart: () => {
    chart.created += 1;
    return {
      addSeries: () => ({
        setData: (points: { time: number; value: number }[]) => {
          chart.data = points;
        },
        update: (point: { time: number; value: number }) => chart.updates.push(point),
      }),
      timeScale: () => ({ scrollToRealTime: () => {} }),
      remove: () => {
        chart.removed += 1;
      },
    };
  },
}));

setupTestBackend();

beforeEach(() => {
  priceStore.clear();
  Object.assign(chart, { created: 0, removed: 0, data: [], updates: [] });
});

const row = (list: HTMLElement, symbol: string) =>
  within(list).getByText(symbol, { exact: true }).closest('button')!;

describe('/trading', () => {
  it("lists the tenant's instruments with prices in their own digits, and selecting one keeps it in the URL", async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    expect(within(list).getByText('Euro / US Dollar')).toBeInTheDocument();
    expect(within(list).getByText('US Tech 100 Index')).toBeInTheDocument();
    // EUR/USD has 5 digits, US500 one: the seeded prices from /data are written with them.
    await waitFor(() => expect(row(list, 'EUR/USD')).toHaveTextContent(/\d\.\d{5}(?!\d)/));
    expect(row(list, 'US500')).toHaveTextContent(/\d{4}\.\d(?!\d)/);
    // No choice yet: the first instrument is shown and pressed.
    expect(row(list, 'EUR/USD')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('img', { name: 'EUR/USD price chart' })).toBeInTheDocument();

    await userEvent.click(row(list, 'BTC/USD'));
    await waitFor(() => expect(window.location.search).toMatch(/[?&]asset=\d+/));
    const id = row(list, 'BTC/USD').dataset.assetId;
    expect(new URLSearchParams(window.location.search).get('asset')).toBe(id);
    expect(row(list, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
    expect(row(list, 'EUR/USD')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('img', { name: 'BTC/USD price chart' })).toBeInTheDocument();
    // The old chart was disposed when the instrument changed.
    await waitFor(() => expect(chart.removed).toBeGreaterThanOrEqual(1));
  });

  it('opens on the instrument in ?asset= and ignores one that does not exist', async () => {
    const session = await loginAs('demo@example.com');
    const first = await renderApp({ path: '/trading?asset=11', session, returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    expect(row(list, 'ETH/USD')).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    await renderApp({ path: '/trading?asset=not-a-number', session, returning: true });
    const again = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    expect(row(again, 'EUR/USD')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the change since the session started with a sign and a word, and feeds the chart', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const eur = row(list, 'EUR/USD');
    const id = Number(eur.dataset.assetId);
    await waitFor(() => expect(eur).toHaveTextContent('0.00%'));
    // The chart starts from the history call.
    await waitFor(() => expect(chart.data.length).toBeGreaterThan(10));
    const open = priceStore.get(id)!.price;

    act(() => {
      priceStore.apply([{ id, price: open * 1.01 }], Date.now() + 60_000);
      priceStore.flush();
    });
    expect(eur).toHaveTextContent('+1.00%');
    expect(eur).toHaveTextContent('up');
    expect(within(eur).getByText((open * 1.01).toFixed(5), { exact: false })).toBeInTheDocument();
    // The tick continued the chart's line after its history.
    const last = chart.updates.at(-1)!;
    expect(last.value).toBeCloseTo(open * 1.01, 8);
    expect(last.time).toBeGreaterThanOrEqual(chart.data.at(-1)!.time);

    act(() => {
      priceStore.apply([{ id, price: open * 0.98 }], Date.now() + 61_000);
      priceStore.flush();
    });
    expect(eur).toHaveTextContent('\u22122.00%');
    expect(eur).toHaveTextContent('down');
  });
});
