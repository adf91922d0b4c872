/**
 * The Passkeys card in Settings against the reference backend in msw: the customer's passkeys listed
 * with their dates, and one removed after 'Confirm it is you', which offers the passkey beside the
 * password. jsdom has no WebAuthn: the passkey is added through the API by a software authenticator,
 * and the card says this browser cannot add one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetStepUps } from '@server/api/domain/step-up';
import { DEMO_PASSWORD } from '@server/testing/api-client';
import { softAuthenticator } from '@server/testing/passkey-authenticator';
import { ORIGIN, loginAs, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();
const KENJI = 'kenji@example.com';
const NAME = 'Old phone';

type Session = { token: string; user: { id: number } };

/** Kenji with one passkey, his sign-in's proof already too old, on Settings. */
async function settingsWithAPasskey() {
  const session = (await loginAs(KENJI)) as Session;
  const options = (await (await postAs(session.token, '/user/passkeys/options', {})).json()) as {
    data: Parameters<ReturnType<typeof softAuthenticator>['register']>[0];
  };
  const response = await softAuthenticator(ORIGIN).register(options.data);
  expect((await postAs(session.token, '/user/passkeys', { name: NAME, response })).status).toBe(201);
  forgetStepUps(api.backend, api.backend.store.user(session.user.id)!);
  await renderApp({ path: '/main/settings', session, returning: true });
  return session;
}

describe('the Passkeys card', () => {
  it('lists each passkey with its dates, and removes one once the customer confirms it is them', async () => {
    await settingsWithAPasskey();
    const list = await screen.findByRole('list', { name: 'Your passkeys' }, { timeout: 8000 });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent(NAME);
    expect(row).toHaveTextContent('Added');
    expect(row).toHaveTextContent('Not used yet');
    expect(screen.getByText('This browser cannot use passkeys.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: `Remove the passkey ${NAME}` }));
    await user.click(within(row).getByRole('button', { name: 'Remove passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    expect(within(dialog).getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(`The passkey “${NAME}” was removed.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not added a passkey yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.backend.store.state.passkeys).toEqual([]);
  });

  it('keeps the passkey when the customer cancels, with the reason', async () => {
    await settingsWithAPasskey();
    const list = await screen.findByRole('list', { name: 'Your passkeys' }, { timeout: 8000 });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: `Remove the passkey ${NAME}` }));
    await user.click(within(list).getByRole('button', { name: 'Remove passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you to continue.')).toBeInTheDocument();
    expect(within(list).getByRole('listitem')).toHaveTextContent(NAME);
    expect(api.backend.store.state.passkeys).toHaveLength(1);
  });
});
