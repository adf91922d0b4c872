import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as IconModule from '@/components/ui/icon';
import { queryClient } from '@/app/query';
import { accountKeys } from '@/features/account/api/keys';
import { onboardingKeys } from '@/features/onboarding/api/onboarding-progress';
import { sessionStore } from '@/session/model/session-store';
import type { AccountOverview } from '@contract';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

/** Renders of the navigation's icons, counted (the navigation is the frame's heaviest part). */
const iconRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/ui/icon', async (importOriginal) => {
  const original = await importOriginal<typeof IconModule>();
  return {
    ...original,
    Icon: (props: Parameters<typeof original.Icon>[0]) => {
      iconRenders.count += 1;
      return original.Icon(props);
    },
  };
});

const api = setupTestBackend();

describe('dashboard', () => {
  it("shows the user's figures and trading accounts, and remembers the chosen account", async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('$10,000.00')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Trading accounts' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(second!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStore.get().selectedAccountIndex).toBe(1);
    expect(JSON.parse(localStorage.getItem('user-storage')!).state.selectedAccountIndex).toBe(1);
  });

  it("says 'Failed to fetch site data. Please try again later.' and recovers on Retry", async () => {
    await control('POST', '/faults', { path: '/data', status: 500, times: 2 });
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(
      await screen.findByText('Failed to fetch site data. Please try again later.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Trading accounts' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch site data. Please try again later.')).not.toBeInTheDocument();
  });

  it('re-renders the figures, not the frame around them, when the user or the funds are refreshed', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    await screen.findByRole('list', { name: 'Trading accounts' });
    expect(await screen.findByText('$10,000.00')).toBeInTheDocument();
    const before = iconRenders.count;
    expect(before).toBeGreaterThan(0);
    // What /user brings after every balance change: a new user object.
    act(() => sessionStore.set({ user: { ...sessionStore.get().user!, balance: 12_345 } }));
    // ...and what GET /accounts brings with it: the account's new funds.
    act(() =>
      queryClient.setQueryData(accountKeys.accounts(), (accounts: AccountOverview[] | undefined) =>
        accounts?.map((account, index) => (index === 0 ? { ...account, balance: '12345.00' } : account)),
      ),
    );
    expect(await screen.findByText('$12,345.00')).toBeInTheDocument();
    expect(iconRenders.count).toBe(before);
  });
});

describe('the chosen account', () => {
  /** A summary figure's value, by its label. */
  const figure = (label: string) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

  it('every trading screen follows a demo account, and the money pages send the customer to the live one', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    const open = await screen.findByRole('list', { name: 'Open trades' }, { timeout: 8000 });
    expect(within(open).getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(figure('Balance')).toBe('$10,000.00'));
    // The broker's risk levels, which its server enforces, under the figures.
    expect(
      screen.getByText('Margin call at 100.00%; below 50.00% positions are closed, the largest loss first.'),
    ).toBeInTheDocument();

    const accounts = screen.getByRole('list', { name: 'Trading accounts' });
    await user.click(within(accounts).getAllByRole('button')[1]!);
    expect(
      screen.getByRole('button', { name: /^Demo account NW-900001, Practice money, change account$/ }),
    ).toBeInTheDocument();
    // The demo account's own trades, and its own funds in its own currency.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Open trades' })).getAllByRole('listitem')).toHaveLength(
        3,
      ),
    );
    await waitFor(() => expect(figure('Balance')).toMatch(/^€/));
    expect(figure('Credit')).toBe('€0.00');
    expect(screen.queryByText('$10,000.00')).not.toBeInTheDocument();
    const closed = await screen.findByRole('list', { name: 'Closed trades' });
    expect(within(closed).getAllByRole('listitem')).toHaveLength(6);
    // Each says what closed it: the seeded ones, their owner.
    for (const row of within(closed).getAllByRole('listitem')) {
      expect(within(row).getByText('Closed by').nextSibling).toHaveTextContent('You');
    }

    // Withdrawal moves real money: it names the live account instead of offering a form.
    await user.click(screen.getAllByRole('link', { name: /Withdrawal/ })[0]!);
    expect(await screen.findByText('Your demo account is chosen')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use live account NW-100001' }));
    expect(await screen.findByLabelText(/Amount/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Live account NW-100001, change account' }),
    ).toBeInTheDocument();
    expect(sessionStore.get().selectedAccountIndex).toBe(0);
  });
});

describe('the close-out level', () => {
  it("is the chosen account's own where the broker sets one, the tenant's on the others", async () => {
    await control('PATCH', '/accounts/NW-900001', { margin_close_out_level: 80 });
    const user = userEvent.setup();
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(
      await screen.findByText(
        'Margin call at 100.00%; below 50.00% positions are closed, the largest loss first.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const accounts = screen.getByRole('list', { name: 'Trading accounts' });
    await user.click(within(accounts).getAllByRole('button')[1]!);
    expect(
      await screen.findByText(
        'Margin call at 100.00%; below 80.00% positions are closed, the largest loss first.',
      ),
    ).toBeInTheDocument();
  });
});

describe('first steps', () => {
  const card = () => screen.findByRole('region', { name: 'Get started' }, { timeout: 8000 });

  it('offers a new customer the steps not yet taken, each leading to its screen', async () => {
    // Kenji has money and trades, and has not verified or written to support.
    const session = await loginAs('kenji@example.com');
    await renderApp({ path: '/main/dashboard', session, returning: true });
    const steps = await card();
    expect(within(steps).getByText('2 of 4 done')).toBeInTheDocument();
    const links = within(steps).getAllByRole('link');
    expect(
      links.map((link) => [link.querySelector('span span')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Verify your identity', '/main/verification'],
      ['Talk to support', '/main/chat'],
    ]);

    // Written to support (here, or on another device), the step is gone when the dashboard opens again.
    const sent = await fetch(`${ORIGIN}/api/v1/chat/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ message: 'Hello' }),
    });
    expect(sent.ok).toBe(true);
    await userEvent.click(within(steps).getByRole('link', { name: /Verify your identity/ }));
    await screen.findByRole('heading', { name: 'Verification', level: 1 });
    await userEvent.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await waitFor(async () => expect(within(await card()).getByText('3 of 4 done')).toBeInTheDocument());
    expect(within(await card()).queryByRole('link', { name: /Talk to support/ })).toBeNull();
  });

  it('suggests the demo account for a first trade only to a customer who has one', async () => {
    // A new sign-up gets a demo account beside the live one.
    const answer = await fetch(`${ORIGIN}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        email: 'new.trader@example.com',
        password: 'demo-pass-1',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        first_name: 'New',
        last_name: 'Trader',
        phone: '+44 20 7946 0000',
        date_of_birth: '1990-04-01',
        agree_privacy: true,
      }),
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    const first = await renderApp({
      path: '/main/dashboard',
      session: await loginAs('new.trader@example.com'),
      returning: true,
    });
    expect(
      await within(await card()).findByText(
        'Open a chart and place your first trade, on your demo account if you like.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    // A customer who holds no demo account is promised none.
    const user = api.backend.store.userByEmail('new.trader@example.com')!;
    const accounts = api.backend.store.state.accounts.get(user.id)!;
    api.backend.store.state.accounts.set(
      user.id,
      accounts.filter((account) => account.type !== 'demo'),
    );
    await renderApp({
      path: '/main/dashboard',
      session: await loginAs('new.trader@example.com'),
      returning: true,
    });
    expect(
      await within(await card()).findByText('Open a chart and place your first trade.'),
    ).toBeInTheDocument();
  });

  it('shows nothing to a customer who has taken every step', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    await screen.findByRole('list', { name: 'Trading accounts' });
    await waitFor(() =>
      expect(queryClient.getQueryState(onboardingKeys.nextSteps())?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });
});
