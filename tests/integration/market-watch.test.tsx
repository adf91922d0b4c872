import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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
