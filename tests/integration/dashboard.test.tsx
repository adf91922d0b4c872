import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as IconModule from '@/components/ui/icon';
import { sessionStore } from '@/features/session/model/session-store';
import { control, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

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

setupTestBackend();

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

  it('re-renders the figures, not the frame around them, when the user is refreshed', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    await screen.findByRole('list', { name: 'Trading accounts' });
    expect(screen.getByText('$10,000.00')).toBeInTheDocument();
    const before = iconRenders.count;
    expect(before).toBeGreaterThan(0);
    // What /user brings after every balance change: a new user object.
    act(() => sessionStore.set({ user: { ...sessionStore.get().user!, balance: 12_345 } }));
    expect(await screen.findByText('$12,345.00')).toBeInTheDocument();
    expect(iconRenders.count).toBe(before);
  });
});
