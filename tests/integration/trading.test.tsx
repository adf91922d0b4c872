import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '@/app/query';
import { applyMarketUpdate, SITE_DATA_REFRESH_MS } from '@/site/api/site-data';
import { forgetInstrument } from '@/features/trading/model/chosen-instrument';
import { m } from '@/i18n';
import { formatOpening, formatPercent } from '@contract/rules/format';
import type { SiteData } from '@contract';
import { priceStore } from '@/lib/prices';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { chart, resetChart } from '@tests/support/fake-chart';

// jsdom has no canvas: a stand-in records what the chart is fed.
vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'));

/** The chart of an instrument, found by the words that stand for its canvas. */
const chartOf = (symbol: string) =>
  screen.findByText(`${symbol} price chart:`, { exact: false }, { timeout: 8000 });

const api = setupTestBackend();

beforeEach(async () => {
  priceStore.clear();
  forgetInstrument();
  resetChart();
  // A Wednesday noon, every market open, whatever day the tests run on; the tests of closed markets
  // pin their own moment.
  await control('POST', '/markets/clock', { at: '2030-01-02T12:00:00Z' });
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
    expect(await chartOf('EUR/USD')).toBeInTheDocument();

    await userEvent.click(row(list, 'BTC/USD'));
    await waitFor(() => expect(window.location.search).toMatch(/[?&]asset=\d+/));
    const id = row(list, 'BTC/USD').dataset.assetId;
    expect(new URLSearchParams(window.location.search).get('asset')).toBe(id);
    expect(row(list, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
    expect(row(list, 'EUR/USD')).toHaveAttribute('aria-pressed', 'false');
    expect(await chartOf('BTC/USD')).toBeInTheDocument();
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

  it('moves each row with its price, its change counted from the previous close, not the page load, and feeds the chart', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const eur = row(list, 'EUR/USD');
    const id = Number(eur.dataset.assetId);
    await waitFor(() => expect(within(eur).getByTestId('market-price')).toBeInTheDocument());
    // The chart starts from the candle history.
    await waitFor(() => expect(chart.data.length).toBeGreaterThan(10));
    const open = priceStore.get(id)!.price;

    // The mid 1% up, the bid and the ask 4 points either side of it (a 0.8 pip spread).
    const bid = Number((open * 1.01 - 0.00004).toFixed(5));
    const ask = Number((bid + 0.00008).toFixed(5));
    act(() => {
      priceStore.apply([{ id, price: open * 1.01, bid, ask }], Date.now() + 60_000);
      priceStore.flush();
    });
    expect(within(eur).getByTestId('market-bid')).toHaveTextContent(`Bid ${bid.toFixed(5)}`);
    expect(within(eur).getByTestId('market-ask')).toHaveTextContent(`Ask ${ask.toFixed(5)}`);
    expect(within(eur).getByTestId('market-spread')).toHaveTextContent('Spread 0.8 pips');
    // A change since the page loaded is no figure a trader can read a market by: the row's is the
    // day's, of the bid against the previous session's close in /data.
    const data = queryClient.getQueryData<SiteData>(['site', 'data'])!;
    const prevClose = data.assets.find((asset) => asset.id === id)!.day.prev_close!;
    expect(within(eur).getByTestId('market-change')).toHaveTextContent(
      formatPercent(((bid - prevClose) / prevClose) * 100, { signed: true }),
    );
    // The tick moved the forming candle of bids, at or after the history's newest.
    const last = chart.updates.at(-1)!;
    expect(last.close).toBeCloseTo(bid, 8);
    expect(last.high).toBeGreaterThanOrEqual(last.close);
    expect(last.time).toBeGreaterThanOrEqual(chart.data.at(-1)!.time);
  });
});

describe('the chart', () => {
  it('greys the forming candle while its price is stale and says so, and colours it again at a fresh tick', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const id = Number(row(list, 'EUR/USD').dataset.assetId);
    await waitFor(() => expect(chart.data.length).toBeGreaterThan(10));
    const price = priceStore.get(id)!.price;

    // A price last heard of 20 s ago is stale: the candle it forms is drawn in the muted colour.
    act(() => {
      priceStore.apply([{ id, price, bid: price, ask: price }], Date.now() - 20_000);
      priceStore.flush();
    });
    expect(await screen.findByText(m.markets.formingStale)).toBeInTheDocument();
    await waitFor(() => expect(chart.updates.at(-1)).toHaveProperty('color'));
    expect(chart.updates.at(-1)!.close).toBe(price);

    act(() => {
      priceStore.apply([{ id, price: price * 1.001, bid: price * 1.001, ask: price * 1.001 }], Date.now());
      priceStore.flush();
    });
    await waitFor(() => expect(screen.queryByText(m.markets.formingStale)).toBeNull());
    expect(chart.updates.at(-1)).not.toHaveProperty('color');
    expect(chart.updates.at(-1)!.close).toBeCloseTo(price * 1.001, 8);
  });

  it('keys pressed faster than the chart paints each move the view from where the one before left it', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    await waitFor(() => expect(chart.data.length).toBeGreaterThan(10));
    chart.range = { from: 100, to: 150 };
    const frame = screen.getByRole('group', { name: /^EUR\/USD price chart: left and right arrows/ });
    const frameDone = () => new Promise((resolve) => requestAnimationFrame(resolve));

    // Three presses in one frame: three tenths of the view back, not one.
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    await act(frameDone);
    expect(chart.range).toEqual({ from: 85, to: 135 });

    // End, then an arrow before the paint: the arrow starts from the live end, not the old view.
    fireEvent.keyDown(frame, { key: 'End' });
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    await act(frameDone);
    const to = chart.data.length - 1 + 4 - 5;
    expect(chart.range).toEqual({ from: to - 50, to });
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

  const trade = (list: HTMLElement, symbol: string) =>
    within(row(list, symbol).closest('li')!).getByRole('button', { name: `Trade ${symbol}` });
  const idOf = (list: HTMLElement, symbol: string) => Number(row(list, symbol).dataset.assetId);

  it("a closed market says when it opens, in the reader's time zone, and cannot be traded until the server opens it", async () => {
    await control('POST', '/markets/clock', { at: SATURDAY });
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const closedUntil = m.markets.closedUntil(formatOpening(new Date(FOREX_OPENS)));
    expect(noteOf(row(list, 'EUR/USD'))).toBe(closedUntil);
    expect(closedUntil).toMatch(/^Closed · opens \w{3}, .+ (UTC|GMT[+-]?[\d:]*|[A-Z]{3,4})$/);
    // The note is part of the row's name, so a screen reader says it with the instrument.
    expect(row(list, 'EUR/USD')).toHaveAccessibleName(expect.stringContaining(closedUntil));
    expect(noteOf(row(list, 'US500'))).toBe(m.markets.closedUntil(formatOpening(new Date(US500_OPENS))));
    // Its Trade button waits, and says why.
    expect(trade(list, 'EUR/USD')).toBeDisabled();
    expect(trade(list, 'EUR/USD')).toHaveAccessibleDescription(closedUntil);
    // Crypto trades at the weekend, and the screen opens on it: the first open market.
    expect(noteOf(row(list, 'BTC/USD'))).toBeNull();
    expect(trade(list, 'BTC/USD')).toBeEnabled();
    expect(row(list, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('asset')).toBe(String(idOf(list, 'BTC/USD'))),
    );
    expect(screen.getByRole('button', { name: 'Buy BTC/USD' })).toBeEnabled();

    // EUR/USD's chart: the notice over it, and its Buy and Sell wait with it as their reason.
    await userEvent.click(row(list, 'EUR/USD'));
    const chartClosed = m.markets.chartClosedUntil(formatOpening(new Date(FOREX_OPENS)));
    await waitFor(() => expect(chartNote()).toBe(chartClosed));
    expect(screen.getByTestId('chart-market-state').closest('[role="status"]')).not.toBeNull();
    for (const name of ['Buy EUR/USD', 'Sell EUR/USD']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(chartClosed);
    }

    // The device's clock passes Sunday evening: the market stays closed, as the server has it.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: FOREX_OPENS + 60_000 });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(noteOf(row(list, 'EUR/USD'))).toBe(m.markets.closedUntil(formatOpening(new Date(FOREX_OPENS))));
    expect(screen.getByRole('button', { name: 'Buy EUR/USD' })).toBeDisabled();

    // The server opens it (the price feed's markets:update): row, chart and buttons follow at once.
    act(() =>
      applyMarketUpdate(queryClient, [
        { id: idOf(list, 'EUR/USD'), market: { state: 'open', next_open: null } },
      ]),
    );
    await waitFor(() => expect(noteOf(row(list, 'EUR/USD'))).toBeNull());
    expect(chartNote()).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy EUR/USD' })).toBeEnabled();
    expect(trade(list, 'EUR/USD')).toBeEnabled();
    // Its opening is written in full, so the device's clock changes nothing in another row's note.
    expect(noteOf(row(list, 'US500'))).toBe(m.markets.closedUntil(formatOpening(new Date(US500_OPENS))));
  });

  it('offline, nothing can be traded, and the screen says why', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    expect(await screen.findByRole('button', { name: 'Buy EUR/USD' })).toBeEnabled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(chartNote()).toBe(m.markets.offline);
    for (const name of ['Buy EUR/USD', 'Sell EUR/USD']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(m.markets.offline);
    }
    for (const symbol of ['EUR/USD', 'BTC/USD']) {
      expect(trade(list, symbol)).toBeDisabled();
      expect(trade(list, symbol)).toHaveAccessibleDescription(m.markets.offline);
    }

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(chartNote()).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy EUR/USD' })).toBeEnabled();
    expect(trade(list, 'BTC/USD')).toBeEnabled();
  });

  it('an open ticket whose market closes says so and its order waits', async () => {
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    await userEvent.click(trade(list, 'EUR/USD'));
    const submit = await screen.findByRole(
      'button',
      { name: /^Buy [\d.]+ lots EUR\/USD$/ },
      { timeout: 8000 },
    );
    expect(submit).toBeEnabled();

    const opens = '2030-01-06T22:00:00.000Z';
    act(() =>
      applyMarketUpdate(queryClient, [
        { id: idOf(list, 'EUR/USD'), market: { state: 'closed', next_open: opens } },
      ]),
    );
    const reason = m.markets.chartClosedUntil(formatOpening(new Date(opens)));
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription(reason);
  });

  it('a halted market says so on its row and chart at the next refresh of the site data (a host without the price feed), and a resumed one stops saying it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    const list = await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    await userEvent.click(row(list, 'BTC/USD'));
    await chartOf('BTC/USD');
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
      priceStore.apply(
        [{ id: eur, price: 10_000_000, bid: 10_000_000, ask: 10_000_000 }],
        Date.now() + 60_000,
      );
      priceStore.flush();
    });
    expect(symbols(list)).toEqual(cheapestFirst);

    await userEvent.click(within(headings).getByRole('button', { name: 'Price, sorted ascending' }));
    expect(symbols(list)[0]).toBe('EUR/USD');
  });
});
