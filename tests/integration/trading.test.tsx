import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SITE_DATA_REFRESH_MS } from '@/features/site/api/site-data';
import { m } from '@/i18n';
import { formatWeekdayTime } from '@/lib/format';
import { priceStore } from '@/lib/prices';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

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
      timeScale: () => ({ scrollToRealTime: () => {}, subscribeVisibleTimeRangeChange: () => {} }),
      remove: () => {
        chart.removed += 1;
      },
    };
  },
}));

const api = setupTestBackend();

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
    expect(row(list, 'US500')).toHaveTextContent(/\d,\d{3}\.\d(?!\d)/);
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
    // Unchanged: nothing is drawn in front, where a dash would read as a minus.
    const drawn = eur.cloneNode(true) as HTMLElement;
    drawn.querySelectorAll('.sr-only').forEach((words) => words.remove());
    expect(drawn.textContent).not.toMatch(/[\u2013\u2212-]\s*0\.00%/);
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

describe('markets that are not open', () => {
  // A Saturday ahead of any day these tests run on: forex, metals and indices are shut for the weekend.
  const SATURDAY = '2030-01-05T12:00:00Z';
  const FOREX_OPENS = Date.parse('2030-01-06T22:00:00Z');
  const US500_OPENS = Date.parse('2030-01-06T23:00:00Z');
  const noteOf = (button: HTMLElement) => within(button).queryByTestId('market-state')?.textContent ?? null;
  const chartNote = () => screen.queryByTestId('chart-market-state')?.textContent ?? null;

  afterEach(() => vi.useRealTimers());

  it('a closed market says when it opens on its row and its chart, and opens on time without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await control('POST', '/markets/clock', { at: SATURDAY });
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const closedUntil = m.markets.closedUntil(formatWeekdayTime(new Date(FOREX_OPENS)));
    expect(noteOf(row(list, 'EUR/USD'))).toBe(closedUntil);
    // The note is part of the row's name, so a screen reader says it with the instrument.
    expect(row(list, 'EUR/USD')).toHaveAccessibleName(expect.stringContaining(closedUntil));
    expect(noteOf(row(list, 'US500'))).toBe(m.markets.closedUntil(formatWeekdayTime(new Date(US500_OPENS))));
    // Crypto trades at the weekend.
    expect(noteOf(row(list, 'BTC/USD'))).toBeNull();
    // EUR/USD is the chart's instrument.
    await waitFor(() =>
      expect(chartNote()).toBe(m.markets.chartClosedUntil(formatWeekdayTime(new Date(FOREX_OPENS)))),
    );
    expect(screen.getByTestId('chart-market-state').closest('[role="status"]')).not.toBeNull();

    // Sunday evening comes: forex opens within a second, US500 an hour later (its daily break).
    act(() => vi.setSystemTime(FOREX_OPENS + 500));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(noteOf(row(list, 'EUR/USD'))).toBeNull());
    expect(chartNote()).toBeNull();
    expect(noteOf(row(list, 'US500'))).toBe(m.markets.closedUntil(formatWeekdayTime(new Date(US500_OPENS))));
  });

  it('a halted market says so on its row and chart at the next refresh of the site data, and a resumed one stops saying it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    await userEvent.click(row(list, 'BTC/USD'));
    await screen.findByRole('img', { name: 'BTC/USD price chart' });
    expect(noteOf(row(list, 'BTC/USD'))).toBeNull();

    await control('POST', '/markets/halt', { symbol: 'BTC/USD' });
    await act(() => vi.advanceTimersByTimeAsync(SITE_DATA_REFRESH_MS));
    await waitFor(() => expect(noteOf(row(list, 'BTC/USD'))).toBe(m.markets.halted));
    expect(chartNote()).toBe(m.markets.chartHalted);

    await control('POST', '/markets/resume', { symbol: 'BTC/USD' });
    await act(() => vi.advanceTimersByTimeAsync(SITE_DATA_REFRESH_MS));
    await waitFor(() => expect(noteOf(row(list, 'BTC/USD'))).toBeNull());
    expect(chartNote()).toBeNull();
  });
});

describe('favourites', () => {
  const symbols = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-asset-id] span span')?.textContent);
  const star = (list: HTMLElement, symbol: string) =>
    within(row(list, symbol).closest('li')!).getByRole('button', { name: 'Favourite' });

  it('a star puts the instrument first and keeps it on the server; another takes it away again', async () => {
    const session = await loginAs('demo@example.com');
    await renderApp({ path: '/trading', session, returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const broker = symbols(list);
    expect(broker[0]).toBe('EUR/USD');
    expect(star(list, 'BTC/USD')).toHaveAccessibleDescription('BTC/USD');
    expect(star(list, 'BTC/USD')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star(list, 'BTC/USD'));
    expect(star(list, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
    expect(symbols(list)[0]).toBe('BTC/USD');
    const btc = Number(row(list, 'BTC/USD').dataset.assetId);
    const onServer = async () => {
      const answer = await fetch(`${ORIGIN}/api/v1/favourites`, {
        headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' },
      });
      return ((await answer.json()) as { data: { asset_ids: number[] } }).data.asset_ids;
    };
    await waitFor(async () => expect(await onServer()).toEqual([btc]));
    // Starring does not choose the chart's instrument.
    expect(row(list, 'EUR/USD')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(star(list, 'BTC/USD'));
    expect(symbols(list)).toEqual(broker);
    await waitFor(async () => expect(await onServer()).toEqual([]));
  });

  it('a star the server refuses goes back as it was and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(
      http.put('*/api/v1/favourites/:id', () => HttpResponse.json({ message: 'No.' }, { status: 500 })),
    );
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    await userEvent.click(star(list, 'US500'));
    expect(
      (await screen.findAllByText('Your favourite could not be saved. Try again.', {}, { timeout: 8000 }))
        .length,
    ).toBeGreaterThan(0);
    expect(star(list, 'US500')).toHaveAttribute('aria-pressed', 'false');
    expect(symbols(list)[0]).toBe('EUR/USD');
  });
});

describe('sorting the markets', () => {
  const symbols = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-asset-id] span span')?.textContent ?? '');
  const sorted = (values: string[], direction: 1 | -1) =>
    [...values].sort((a, b) => direction * a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));

  it('sorts by a heading, the other way on a second click, favourites first, and says how in its name', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const headings = screen.getByRole('group', { name: 'Sort the instruments' });
    const broker = symbols(list);
    expect(within(headings).getByRole('button', { name: 'Name' })).toBeInTheDocument();

    await userEvent.click(within(headings).getByRole('button', { name: 'Symbol' }));
    expect(within(headings).getByRole('button', { name: 'Symbol, sorted ascending' })).toBeInTheDocument();
    expect(symbols(list)).toEqual(sorted(broker, 1));
    await userEvent.click(within(headings).getByRole('button', { name: 'Symbol, sorted ascending' }));
    expect(within(headings).getByRole('button', { name: 'Symbol, sorted descending' })).toBeInTheDocument();
    expect(symbols(list)).toEqual(sorted(broker, -1));

    await userEvent.click(
      within(row(list, 'EUR/USD').closest('li')!).getByRole('button', { name: 'Favourite' }),
    );
    expect(symbols(list)).toEqual([
      'EUR/USD',
      ...sorted(broker, -1).filter((symbol) => symbol !== 'EUR/USD'),
    ]);
  });

  it('sorts by the prices of the click: a price that moves after it does not move its row', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    await waitFor(() => expect(row(list, 'EUR/USD')).toHaveTextContent(/\d\.\d{5}/));
    const headings = screen.getByRole('group', { name: 'Sort the instruments' });
    await userEvent.click(within(headings).getByRole('button', { name: 'Price' }));
    const cheapestFirst = symbols(list);
    const eur = Number(row(list, 'EUR/USD').dataset.assetId);
    act(() => {
      priceStore.apply([{ id: eur, price: 10_000_000 }], Date.now() + 60_000);
      priceStore.flush();
    });
    expect(symbols(list)).toEqual(cheapestFirst);

    await userEvent.click(within(headings).getByRole('button', { name: 'Price, sorted ascending' }));
    expect(symbols(list)[0]).toBe('EUR/USD');
  });
});
