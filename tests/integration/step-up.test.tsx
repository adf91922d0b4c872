/**
 * Step-up inside the whole app, against the reference backend in msw: a withdrawal refused for want
 * of a fresh proof opens 'Confirm it is you'; the password given there lets the same request through,
 * sent again once; a wrong one is said beside its field; cancelling leaves the form with the server's
 * reason and nothing sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetStepUps } from '@server/api/domain/step-up';
import { DEMO_PASSWORD } from '@server/testing/api-client';
import { ORIGIN, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();
const KENJI = 'kenji@example.com';

type Session = { token: string; user: { id: number } };

/** Kenji's withdrawal form, his sign-in's proof already too old. */
async function openWithdrawal() {
  const session = (await loginAs(KENJI)) as Session;
  forgetStepUps(api.backend, api.backend.store.user(session.user.id)!);
  await renderApp({ path: '/main/withdrawal', session, returning: true });
  await screen.findByLabelText('Amount (USD)', {}, { timeout: 8000 });
  return session;
}

async function requestWithdrawal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Amount (USD)'), '100');
  await user.type(screen.getByLabelText('Wallet address'), 'bc1qcustomerownwallet000000000000000');
  await user.type(screen.getByLabelText('Network'), 'Bitcoin');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
}

const withdrawalPosts = () => {
  const seen: number[] = [];
  api.server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/withdrawals')
      seen.push(response.status);
  });
  return seen;
};

const held = async () =>
  (
    (await (await fetch(`${ORIGIN}/__demo/withdrawals?customer_email=${KENJI}`)).json()) as {
      data: unknown[];
    }
  ).data;

afterEach(() => api.server.events.removeAllListeners());

describe('step-up before a withdrawal', () => {
  it('asks for the password, then sends the same request again once', async () => {
    const posts = withdrawalPosts();
    await openWithdrawal();
    const user = userEvent.setup();
    await requestWithdrawal(user);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('The password is incorrect.'));

    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Your withdrawal request was sent.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([403, 201]);
    expect(await held()).toHaveLength(1);
  });

  it('cancelled, leaves the form with the reason and sends nothing more', async () => {
    const posts = withdrawalPosts();
    await openWithdrawal();
    const user = userEvent.setup();
    await requestWithdrawal(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toHaveValue('bc1qcustomerownwallet000000000000000');
    expect(posts).toEqual([403]);
    expect(await held()).toEqual([]);
  });
});
