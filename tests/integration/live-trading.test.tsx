/**
 * The dashboard's live trading parts inside the whole app, against the reference backend in msw:
 * the account summary at a fixed set of prices (figures computed by hand from the demo seed), the
 * trade lists' paging, failures and retries, stale prices and the margin-level banner.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveConfig } from '@/config/load-config';
import type { RuntimeConfig } from '@/config/runtime-config';
import { priceStore } from '@/lib/prices';
import { control, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

setupTestBackend();

/**
 * The demo seed's six open trades (at a retail client's leverage: 1:2 on crypto, 1:30 on a major pair)
 * and a price for each asset, chosen so every P&L is whole in its
 * quote currency; GER40's is in euros and EUR/GBP's and UK100's in pounds, converted to the account's
 * dollars at EUR/USD 1.08 and GBP/USD 1.25:
 *   #1031 XAU/USD  sell 2     @ 2348.91  now 2358.91  P&L  −20.00        margin 2×2358.91÷20           =   235.89
 *   #1030 GER40    buy  0.5   @ 18030.3  now 18050.3  P&L  €10 = +10.80  margin €451.2575 × 1.08       =   487.36
 *   #1029 XRP/USD  buy  0.25  @ 0.5192   now 0.5292   P&L   +0.00        margin 0.25×0.5292÷2          =     0.07
 *   #1028 EUR/GBP  sell 10000 @ 0.85545  now 0.85045  P&L  £50 = +62.50  margin £283.4833 × 1.25        =   354.35
 *   #1027 WTI      sell 10    @ 78.66    now 80.66    P&L  −20.00        margin 10×80.66÷10            =    80.66
 *   #1026 UK100    sell 2     @ 8074.5   now 8024.5   P&L £100 = +125.00 margin £802.45 × 1.25         = 1,003.06
 * P&L 158.30; margin 2,161.39; equity 10,000 + 158.30 = 10,158.30; free margin 7,996.91;
 * margin level 10,158.30 ÷ 2,161.39 × 100 = 469.99%.
 */
const fixedPrices = [
  { id: 1, price: 1.08, bid: 1.08, ask: 1.08 },
  { id: 2, price: 1.25, bid: 1.25, ask: 1.25 },
  { id: 14, price: 2358.91, bid: 2358.91, ask: 2358.91 },
  { id: 21, price: 18050.3, bid: 18050.3, ask: 18050.3 },
  { id: 13, price: 0.5292, bid: 0.5292, ask: 0.5292 },
  { id: 8, price: 0.85045, bid: 0.85045, ask: 0.85045 },
  { id: 16, price: 80.66, bid: 80.66, ask: 80.66 },
  { id: 22, price: 8024.5, bid: 8024.5, ask: 8024.5 },
];

/** Sets the prices once the session is open (a new session starts with an empty price book). */
function setPrices(at = Date.now()) {
  act(() => {
    priceStore.apply(fixedPrices, at);
    priceStore.flush();
  });
}

/** The value shown under a summary label (the label may carry a 'stale' tag). */
function figure(label: string) {
  const summary = screen.getByRole('region', { name: 'Account summary' });
  const term = within(summary)
    .getAllByRole('term')
    .find((dt) => dt.firstChild?.textContent === label);
  if (!term) throw new Error(`no figure ${label}`);
  return term.nextElementSibling!.textContent;
}
const isMarkedStale = (label: string) =>
  within(screen.getByRole('region', { name: 'Account summary' }))
    .getAllByRole('term')
    .find((dt) => dt.firstChild?.textContent === label)!
    .textContent!.includes('stale');

const withTrading = (trading: RuntimeConfig['trading']) => async () =>
  resolveConfig(
    {
      api: { rules: [], fallback: 'origin', path: '/api/v1' },
      pusher: { enabled: false, key: 'k', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false },
      priceFeed: { enabled: false, url: null, path: '/socket.io', key: 'k' },
      trading,
    },
    window.location as unknown as URL,
  );

async function openDashboard(loadConfig?: ReturnType<typeof withTrading>) {
  await renderApp({
    path: '/main/dashboard',
    session: await loginAs('demo@example.com'),
    returning: true,
    loadConfig,
  });
  return screen.findByRole('list', { name: 'Open trades' });
}

beforeEach(() => priceStore.clear());

describe('account summary', () => {
  it('values the demo account at a fixed set of prices exactly as computed by hand', async () => {
    const list = await openDashboard();
    setPrices();
    await waitFor(() => expect(figure('Equity')).toBe('$10,158.30'));
    expect(figure('Balance')).toBe('$10,000.00');
    expect(figure('Credit')).toBe('$500.00');
    expect(figure('Margin')).toBe('$2,161.39');
    expect(figure('Free margin')).toBe('$7,996.91');
    expect(figure('Margin level')).toBe('469.99%');
    expect(figure('P&L')).toBe('+$158.30');
    // The seed's 25 closed trades, each valued in dollars at its close (yen and pound crosses among them).
    expect(figure('Lifetime P&L')).toBe('−$302.04');
    // Rows: names from /data, prices with the asset's digits, P&L at the live price.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    const uk = rows.find((row) => row.textContent?.includes('UK 100 Index'))!;
    expect(uk).toHaveTextContent('Sell');
    expect(uk).toHaveTextContent('8,074.5');
    expect(uk).toHaveTextContent('8,024.5');
    expect(uk).toHaveTextContent('+$125.00');
    const eurGbp = rows.find((row) => row.textContent?.includes('Euro / British Pound'))!;
    expect(eurGbp).toHaveTextContent('0.85045');
    expect(eurGbp).toHaveTextContent('+$62.50');
    // A tick moves the row's P&L and the summary with it.
    act(() => {
      priceStore.apply([{ id: 22, price: 8014.5, bid: 8014.5, ask: 8014.5 }]);
      priceStore.flush();
    });
    // £120 at 1.25
    expect(uk).toHaveTextContent('+$150.00');
    expect(figure('P&L')).toBe('+$183.30');
  });

  it('shows ∞ with no margin in use, and no banner', async () => {
    setPrices();
    await renderApp({
      path: '/main/dashboard',
      session: await loginAs('kenji@example.com'),
      returning: true,
    });
    await screen.findByText('No open trades.');
    expect(figure('Margin level')).toBe('∞');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the figures valued at a price older than 10 s stale, and says what they are valued at', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const list = await openDashboard();
      setPrices();
      await waitFor(() => expect(figure('Equity')).toBe('$10,158.30'));
      expect(isMarkedStale('Equity')).toBe(false);
      expect(within(list).queryByText(/^valued at/)).not.toBeInTheDocument();
      // Every price but one keeps moving; UK100's stops.
      for (let second = 0; second < 11; second++) {
        act(() => {
          vi.advanceTimersByTime(1_000);
          priceStore.apply(fixedPrices.filter((p) => p.id !== 22));
          priceStore.flush();
        });
      }
      await waitFor(() => expect(isMarkedStale('Equity')).toBe(true));
      for (const label of ['Margin', 'Free margin', 'Margin level', 'P&L'])
        expect(isMarkedStale(label)).toBe(true);
      for (const label of ['Balance', 'Credit', 'Lifetime P&L']) expect(isMarkedStale(label)).toBe(false);
      const summary = screen.getByRole('region', { name: 'Account summary' });
      expect(
        within(summary).getByText(
          /^Equity, margin, free margin, margin level and P&L are valued at prices from 1\d seconds ago: newer prices have not arrived\.$/,
        ),
      ).toBeInTheDocument();
      // Only the UK100 position's P&L says so; the others are valued at fresh prices.
      const notes = within(list).getAllByText(/^valued at prices from 1\d seconds ago$/);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.closest('li')).toHaveTextContent('UK100');
      // The age follows the clock.
      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() =>
        expect(within(list).getByText('valued at prices from 1 minute ago')).toBeInTheDocument(),
      );
      // A fresh price clears it.
      setPrices();
      await waitFor(() => expect(isMarkedStale('Equity')).toBe(false));
      expect(within(list).queryByText(/^valued at/)).not.toBeInTheDocument();
      expect(within(summary).queryByText(/valued at/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
  it("says the figures are the server's once its answer is stale and no live price has come", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openDashboard();
      const summary = screen.getByRole('region', { name: 'Account summary' });
      await waitFor(() => expect(figure('Equity')).not.toBe('—'));
      // The price book empty, as before the site data's prices have come.
      act(() => priceStore.clear());
      // A fresh answer is as good as a price: nothing to say, nothing pushed down.
      expect(isMarkedStale('Equity')).toBe(false);
      expect(within(summary).queryByText(/valued at/)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(11_000));
      await waitFor(() =>
        expect(
          within(summary).getByText(
            "Equity, margin, free margin, margin level and P&L are valued at the server's last prices: newer prices have not arrived.",
          ),
        ).toBeInTheDocument(),
      );
      expect(isMarkedStale('Equity')).toBe(true);
      // The prices arrive.
      setPrices();
      await waitFor(() => expect(isMarkedStale('Equity')).toBe(false));
      expect(within(summary).queryByText(/valued at/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('margin-level banner', () => {
  it('warns below the configured warning level', async () => {
    await openDashboard(withTrading({ marginWarningLevel: 700, marginDangerLevel: 300 }));
    setPrices();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Margin level low');
    expect(alert).toHaveTextContent('below 700%');
  });

  it('turns destructive below the danger level', async () => {
    await openDashboard(withTrading({ marginWarningLevel: 800, marginDangerLevel: 650 }));
    setPrices();
    expect(await screen.findByRole('alert')).toHaveTextContent('Margin level critical');
  });

  it('stays away above the default 100%', async () => {
    await openDashboard();
    setPrices();
    await waitFor(() => expect(figure('Margin level')).toBe('469.99%'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('trade lists', () => {
  it('loads the next page of closed trades and appends it', async () => {
    await openDashboard();
    const closed = await screen.findByRole('list', { name: 'Closed trades' });
    expect(within(closed).getAllByRole('listitem')).toHaveLength(10);
    const first = within(closed).getAllByRole('listitem')[0]!.dataset.tradeId;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(closed).getAllByRole('listitem')).toHaveLength(20));
    expect(within(closed).getAllByRole('listitem')[0]!.dataset.tradeId).toBe(first);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(closed).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it.each([
    ['/open/trades', 'Failed to fetch open trades. Please try again.', 'Open trades'],
    ['/closed/trades', 'Failed to fetch closed trades. Please try again.', 'Closed trades'],
  ])('says so when %s fails, and recovers on Retry', async (path, message, list) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Failing every time until cleared: the route's prefetch and the list's own fetch both fail,
    // whichever of them runs.
    await control('POST', '/faults', { path, status: 404, times: 1000 });
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    const alert = await screen.findByText(message);
    expect(screen.queryByRole('list', { name: list })).not.toBeInTheDocument();
    await control('DELETE', '/faults');
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('list', { name: list })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('tries a server error again after 5 s before saying anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await control('POST', '/faults', { path: '/closed/trades', status: 503, times: 1 });
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    const started = Date.now();
    expect(await screen.findByRole('list', { name: 'Closed trades' }, { timeout: 8000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(screen.queryByText('Failed to fetch closed trades. Please try again.')).not.toBeInTheDocument();
  }, 12_000);
});
