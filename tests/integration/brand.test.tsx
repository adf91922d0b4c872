import { screen } from '@testing-library/react';
import { renderApp, setupTestBackend } from '@tests/support/app-harness';

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

describe('the login page promises only what the app does', () => {
  it('its brand panel names no live prices or chat', async () => {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/live prices|prices|chat/i);
    expect(screen.getByText('Your balance and trading accounts at a glance')).toBeInTheDocument();
  });
});
