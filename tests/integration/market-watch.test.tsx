import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '@/app/query';
import { forgetInstrument } from '@/features/trading/model/chosen-instrument';
import { forgetWatch } from '@/features/trading/model/market-watch';
import { priceStore } from '@/lib/prices';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

// jsdom has no canvas: a stand-in records what the chart is fed.
vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'));

const api = setupTestBackend();

beforeEach(async () => {
  priceStore.clear();
  forgetInstrument();
  forgetWatch();
  // A Wednesday noon, every market open; the test of a weekend pins its own.
  await control('POST', '/markets/clock', { at: '2030-01-02T12:00:00Z' });
});

const instruments = () => screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
/** The symbols of the rows, in the order shown. */
const symbols = () =>
  [...screen.getByRole('list', { name: 'Instruments' }).querySelectorAll('[data-asset-id]')].map(
    (row) => row.querySelector('span span')?.textContent,
  );
const search = () => screen.getByRole('searchbox', { name: 'Search instruments' });
const choice = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${name}, \\d+ instruments?$`) });

describe('the market watch', () => {
  it('finds markets by symbol or name as typed, one category at a time, and says when none match', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    await instruments();
    expect(screen.getByRole('radio', { name: 'All, 22 instruments' })).toBeChecked();
    expect(symbols()).toHaveLength(22);

    await user.type(search(), 'eurusd');
    await waitFor(() => expect(symbols()).toEqual(['EUR/USD']));
    expect(screen.getByText('1 instrument shown')).toHaveAttribute('role', 'status');
    // The counts follow the search.
    expect(choice('Forex')).toHaveAccessibleName('Forex, 1 instrument');
    expect(choice('Crypto')).toHaveAccessibleName('Crypto, 0 instruments');

    await user.clear(search());
    await user.type(search(), 'japanese YEN');
    await waitFor(() => expect(symbols()).toEqual(['USD/JPY', 'EUR/JPY']));

    // A category among the search's results, then alone.
    await user.click(choice('Crypto'));
    expect(await screen.findByText('No instrument matches \u201Cjapanese YEN\u201D.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Instruments' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all instruments' }));
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All, 22 instruments' })).toBeChecked();
    await user.click(choice('Commodities'));
    await waitFor(() => expect(symbols()).toEqual(['WTI', 'BRENT']));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('market')).toBe('commodities'),
    );
  });

  it('keeps its category and search while the customer goes to another screen and back', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    await instruments();
    await user.click(choice('Metals'));
    await user.type(search(), 'gold');
    await waitFor(() => expect(symbols()).toEqual(['XAU/USD']));
    await waitFor(() => expect(window.location.search).toMatch(/[?&]q=gold(&|$)/));

    const nav = screen.getAllByRole('navigation')[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/main\/deposit/));
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await instruments();
    expect(search()).toHaveValue('gold');
    expect(choice('Metals')).toBeChecked();
    expect(symbols()).toEqual(['XAU/USD']);
    await waitFor(() => expect(window.location.search).toBe('?market=metals&q=gold'));

    await user.click(within(nav).getByRole('link', { name: 'Trading' }));
    await instruments();
    expect(search()).toHaveValue('gold');
    expect(symbols()).toEqual(['XAU/USD']);
  });

  it('lists favourites first, then open markets before closed ones, each closed one with its full opening', async () => {
    // A Saturday: only crypto trades; EUR/USD is the customer's favourite.
    await control('POST', '/markets/clock', { at: '2030-01-05T12:00:00Z' });
    api.server.use(
      http.get(`${ORIGIN}/api/v1/favourites`, () =>
        HttpResponse.json({ success: true, data: { asset_ids: [1] } }),
      ),
    );
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    await instruments();
    await waitFor(() => expect(symbols()[0]).toBe('EUR/USD'));
    expect(symbols().slice(1, 6)).toEqual(['BTC/USD', 'ETH/USD', 'LTC/USD', 'XRP/USD', 'GBP/USD']);
    const list = screen.getByRole('list', { name: 'Instruments' });
    const note = within(list).getAllByTestId('market-state')[0]!;
    const opens = new Date('2030-01-06T22:00:00Z');
    // Weekday, date and time, in the reader's zone and naming it, whichever week it is in.
    const day = opens.toLocaleDateString('en-US', { day: 'numeric' });
    expect(note).toHaveTextContent(
      new RegExp(`^Closed · opens \\w{3}, Jan ${day}, \\d{1,2}:00\\s[AP]M \\S+$`),
    );
  });
});

describe("a market's day", () => {
  /** /data as the backend answers it, with the days of EUR/USD and XAU/USD as given. */
  function withDays(days: Record<string, { prev_close: number | null; high: number; low: number }>) {
    api.server.use(
      http.get('*/api/v1/data', async ({ request }) => {
        const answer = (await (await api.backend.app.fetch(request)).json()) as {
          data: { assets: { symbol: string; day: unknown }[] };
        };
        for (const asset of answer.data.assets) asset.day = days[asset.symbol] ?? asset.day;
        return HttpResponse.json(answer);
      }),
    );
  }
  const rowOf = (symbol: string) =>
    [
      ...screen.getByRole('list', { name: 'Instruments' }).querySelectorAll<HTMLElement>('[data-asset-id]'),
    ].find((row) => row.querySelector('span span')?.textContent === symbol)!;
  const tick = (row: HTMLElement, price: number) =>
    act(() => {
      priceStore.apply([{ id: Number(row.dataset.assetId), price, bid: price, ask: price }]);
      priceStore.flush();
    });

  it('shows the change since the previous close and the high and low, raised live by the feed and started again by a new day', async () => {
    withDays({
      'EUR/USD': { prev_close: 1.08, high: 1.09, low: 1.07 },
      // Its first day: no previous close.
      'XAU/USD': { prev_close: null, high: 2360, low: 2340 },
    });
    await renderApp({ path: '/trading', session: await loginAs('demo@example.com'), returning: true });
    await instruments();
    const eur = rowOf('EUR/USD');
    await waitFor(() => expect(within(eur).getByTestId('market-price')).toBeInTheDocument());

    // 1.08540 against 1.08000: +0.00540, +0.50 %, said as a rise.
    tick(eur, 1.0854);
    const change = within(eur).getByTestId('market-change');
    expect(change).toHaveTextContent('Change on the day up \u25B2 +0.50% +0.00540');
    expect(within(eur).getByTestId('market-high')).toHaveTextContent('Day high 1.09000');
    expect(within(eur).getByTestId('market-low')).toHaveTextContent('Day low 1.07000');
    expect(eur).toHaveAccessibleName(/Change on the day up/);

    // Below the close: a fall, with a real minus.
    tick(eur, 1.0746);
    expect(within(eur).getByTestId('market-change')).toHaveTextContent(
      'Change on the day down \u25BC \u22120.50% \u22120.00540',
    );

    // A tick above the day's high raises it, one below its low lowers it, and they stay.
    tick(eur, 1.0925);
    expect(within(eur).getByTestId('market-high')).toHaveTextContent('Day high 1.09250');
    tick(eur, 1.0651);
    tick(eur, 1.08);
    expect(within(eur).getByTestId('market-high')).toHaveTextContent('Day high 1.09250');
    expect(within(eur).getByTestId('market-low')).toHaveTextContent('Day low 1.06510');
    expect(within(eur).getByTestId('market-change')).toHaveTextContent('Change on the day 0.00% 0.00000');

    const gold = rowOf('XAU/USD');
    tick(gold, 2355);
    expect(within(gold).getByTestId('market-change')).toHaveTextContent('No change: no previous close');
    expect(within(gold).getByTestId('market-change')).not.toHaveTextContent('%');

    // The next day's /data: its own figures, the last day's highs and lows gone.
    withDays({ 'EUR/USD': { prev_close: 1.08, high: 1.0801, low: 1.0799 } });
    await act(() => queryClient.refetchQueries({ queryKey: ['site', 'data'] }));
    await waitFor(() =>
      expect(within(rowOf('EUR/USD')).getByTestId('market-high')).toHaveTextContent('1.08010'),
    );
    expect(within(rowOf('EUR/USD')).getByTestId('market-low')).toHaveTextContent('Day low 1.07990');
  });
});
