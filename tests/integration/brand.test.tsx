import { screen, within } from '@testing-library/react';
import { control, renderApp, setupTestBackend } from '@tests/support/app-harness';

setupTestBackend();
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });

describe("the tenant's brand", () => {
  it('the loading screen shows one name, the tenant’s, and never flips from another to it', async () => {
    const shown: string[] = [];
    const record = () => {
      const text = document.querySelector('main[aria-busy="true"] p')?.textContent?.trim();
      if (text && shown.at(-1) !== text) shown.push(text);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await renderApp({ path: '/' });
      record();
      expect(await heading('Log in')).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(shown).toEqual(['Northwind Markets']);
  });

  it('the login page shows the tenant logo, linking to its website', async () => {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    const logo = await screen.findByRole('img', { name: 'Northwind Markets home' });
    expect(logo).toHaveAttribute('src', '/icons/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://example.com/');
  });
});

describe('the login page', () => {
  it('pitches only what the app does, in a panel beside the card', async () => {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    // The panel shows on a desktop only, by a media query, which jsdom does not apply.
    const panel = screen.getByRole('complementary', { hidden: true });
    expect(within(panel).getByText('Northwind Markets')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual([
      'Open an account in a few minutes',
      'Live prices and your trades at a glance',
      'Identity verification from your phone',
      'Your balance and trading accounts in one place',
      'Support in the app when you need it',
    ]);
  });

  it("has sign-up's frame: the risk warning, and a way to sign up in the header", async () => {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Risk warning' })).toHaveTextContent(
      'Trading CFDs carries a high level of risk to your capital, and you should only trade with money you can afford to lose. 72% of retail investor accounts lose money when trading CFDs with this provider.',
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
  });

  it("carries the tenant's own share of retail accounts that lose money, and none where it names none", async () => {
    await control('PATCH', '/settings', { retail_loss_percent: 81 });
    let view = await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    const warning = () => screen.getByRole('region', { name: 'Risk warning' });
    expect(warning()).toHaveTextContent(
      'to lose. 81% of retail investor accounts lose money when trading CFDs with this provider.',
    );
    view.unmount();
    await control('PATCH', '/settings', { retail_loss_percent: null });
    view = await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(warning()).toHaveTextContent('you can afford to lose.');
    expect(warning()).not.toHaveTextContent('retail investor accounts');
    view.unmount();
  });

  it('as the basic login (type=basic), is the card alone', async () => {
    await renderApp({ path: '/?type=basic', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
