import { act, screen, within } from '@testing-library/react';
import { queryClient } from '@/app/query';
import { http, HttpResponse } from 'msw';
import { loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });

async function visit(path: string) {
  await renderApp({ path, session: await loginAs('demo@example.com'), returning: true });
}

describe('crypto deposit routes', () => {
  it('/main/deposit opens on a card deposit, the card and wire tabs before the cryptos', async () => {
    await visit('/main/deposit');
    expect(
      await screen.findByRole('heading', { name: 'Pay by card', level: 2 }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/main/deposit/card');
    const tabs = within(screen.getByRole('navigation', { name: 'Deposit methods' }));
    await tabs.findByRole('link', { name: 'Bitcoin' });
    expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'Card',
      'Wire transfer',
      'Bitcoin',
      'Ethereum',
      'Tether',
      'History',
    ]);
  });

  it("names an offered crypto and one of its wallets by the crypto's name from the site data", async () => {
    await visit('/main/deposit/tether/usdt-trc20');
    expect(await heading('Deposit Tether')).toBeInTheDocument();
  });

  it.each([
    ['a crypto the tenant does not offer', '/main/deposit/dogecoin', /dogecoin/i],
    ['a wallet of another crypto', '/main/deposit/bitcoin/usdt-trc20', /usdt-trc20/i],
    ['a wallet the crypto does not have', '/main/deposit/ethereum/eth-bep20', /bep20/i],
    [
      'a sentence put in the URL',
      `/main/deposit/${encodeURIComponent('send 2 BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')}`,
      /send 2 btc/i,
    ],
  ])('shows the not-found page for %s, never the URL text', async (_, path, urlText) => {
    await visit(path);
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /deposit/i })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(urlText);
    // The same full-screen state as any other unknown path.
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('an offered crypto that the site data no longer lists becomes the not-found page', async () => {
    await visit('/main/deposit/ethereum');
    expect(await heading('Deposit Ethereum')).toBeInTheDocument();
    api.server.use(
      http.get('*/api/v1/data', () =>
        HttpResponse.json({ success: true, data: { assets: [], accounts: [], cryptos: [] } }),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: ['site', 'data'] }));
    expect(await heading('Page not found')).toBeInTheDocument();
  });
});
