/**
 * Two-factor inside the whole app, against the reference backend in msw: turned on from Settings
 * (QR code, the key as text, a code of it, the recovery codes once), asked for at the next login
 * (a wrong code said beside its field, a recovery code instead), and turned off with a code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();
const KENJI = 'kenji@example.com';

type Session = { token: string; user: { id: number } };

const appCode = (secret: string, at = Date.now()) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });
const card = () => screen.getByRole('region', { name: 'Two-factor authentication' });

/** Turns two-factor on for Kenji through the API: his secret and recovery codes. */
async function turnedOnByApi() {
  const { token } = (await loginAs(KENJI)) as Session;
  const call = async (path: string, json: unknown) =>
    (
      (await (
        await fetch(`${ORIGIN}/api/v1${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        })
      ).json()) as { data: Record<string, unknown> }
    ).data;
  const { secret } = (await call('/user/two-factor', {})) as { secret: string };
  // The step before now's: the sign-in in the test may then use now's code.
  const { recovery_codes } = (await call('/user/two-factor/confirm', {
    code: appCode(secret, Date.now() - 30_000),
  })) as { recovery_codes: string[] };
  return { secret, recoveryCodes: recovery_codes };
}

describe('Settings → Two-factor authentication', () => {
  it('turns on with a code of the key shown, shows the recovery codes once, and turns off with a code', async () => {
    const session = (await loginAs(KENJI)) as Session;
    await renderApp({ path: '/main/settings', session, returning: true });
    const user = userEvent.setup();
    await waitFor(() => expect(within(card()).getByText('Off')).toBeInTheDocument(), { timeout: 8000 });
    await user.click(within(card()).getByRole('button', { name: 'Turn on' }));

    expect(
      await within(card()).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = within(card()).getByTestId('two-factor-secret').textContent!;
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    await user.type(within(card()).getByLabelText('Code from the app'), '000000');
    await user.click(within(card()).getByRole('button', { name: 'Confirm' }));
    expect(await within(card()).findByText('The code is not valid.')).toBeInTheDocument();
    await user.clear(within(card()).getByLabelText('Code from the app'));
    await user.type(within(card()).getByLabelText('Code from the app'), appCode(secret, Date.now() - 30_000));
    await user.click(within(card()).getByRole('button', { name: 'Confirm' }));

    const list = await within(card()).findByRole('list', { name: 'Recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(codes).toHaveLength(10);
    expect(within(card()).getByRole('button', { name: 'Copy Recovery codes' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'I have saved them' }));
    expect(within(card()).getByText('On')).toBeInTheDocument();
    expect(within(card()).getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(card()).queryByText(codes[0]!)).not.toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
    await user.type(within(card()).getByLabelText('Code from the app'), codes[0]!);
    await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(within(card()).getByText('Off')).toBeInTheDocument());
    expect(api.backend.store.state.twoFactor.has(session.user.id)).toBe(false);
  });
});

describe('login with two-factor on', () => {
  async function passwordStep() {
    await renderApp({ path: '/', returning: true });
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), KENJI);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('form', { name: 'Two-factor authentication' });
    return user;
  }

  it('asks for the code after the password, and signs in with it', async () => {
    const { secret } = await turnedOnByApi();
    const user = await passwordStep();
    const code = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is not valid.')),
    );
    await user.clear(code);
    await user.type(code, appCode(secret));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/dashboard'), { timeout: 8000 });
  });

  it('takes a recovery code instead, once', async () => {
    const { recoveryCodes } = await turnedOnByApi();
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), recoveryCodes[3]!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/dashboard'), { timeout: 8000 });
    expect(api.backend.store.state.twoFactor.values().next().value?.recoveryCodes).toHaveLength(9);
  });
});
