/**
 * After the server refuses a form, the focus lands where the reason is: on the first field the
 * refusal names, or on the form's message when it names none. The login and Set Up screens inside
 * the whole app, against the reference backend in msw (the account and payment forms are covered
 * in their own files).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 8000 });
const hasFocus = (element: () => HTMLElement) => waitFor(() => expect(element()).toHaveFocus());

describe('login', () => {
  async function logIn(email: string, password: string) {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password', { exact: true }), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('wrong credentials: the email field, which the refusal names, has the focus', async () => {
    await logIn('demo@example.com', 'wrong-password');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        expect.stringContaining('These credentials do not match our records.'),
      ),
    );
    await hasFocus(() => screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('wrong-password');
  });

  it('a server failure: the alert has the focus', async () => {
    api.server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json({ message: 'Server Error.' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn('demo@example.com', 'demo-pass-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Server Error.');
    await hasFocus(() => screen.getByRole('alert'));
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
  });
});

describe('sign-up and Set Up', () => {
  /** Through sign-up and the country step to the Set Up form, filled in. */
  async function reachSetUp(email: string) {
    await renderApp({ path: '/signup', returning: true });
    expect(await heading('Create your account')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    expect(await heading('Where do you live?')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Set up your account')).toBeInTheDocument();
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Phone number', '+44 20 7946 0958'],
      ['Date of birth', '1990-05-01'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    return user;
  }

  it('an invalid email on sign-up: the email field has the focus, and nothing moves on', async () => {
    await renderApp({ path: '/signup', returning: true });
    expect(await heading('Create your account')).toBeInTheDocument();
    api.server.use(
      http.post('*/api/v1/auth/check-email', () =>
        HttpResponse.json(
          { message: 'The email is not valid.', errors: { email: ['The email is not valid.'] } },
          { status: 422 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        expect.stringContaining('The email is not valid.'),
      ),
    );
    await hasFocus(() => screen.getByLabelText('Email'));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('a 422 on the phone: the phone field has the focus, and everything typed stays', async () => {
    const user = await reachSetUp('ada-focus@example.com');
    api.server.use(
      http.post('*/api/v1/auth/register', () =>
        HttpResponse.json(
          { message: 'The phone is not reachable.', errors: { phone: ['The phone is not reachable.'] } },
          { status: 422 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true'),
    );
    await hasFocus(() => screen.getByLabelText('Phone number'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('an address taken since sign-up (a field the form does not show): the alert has the focus', async () => {
    const user = await reachSetUp('taken-later@example.com');
    // Someone registers the address between the email check and this submit.
    api.server.use(
      http.post('*/api/v1/auth/register', () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The email has already been taken.');
    await hasFocus(() => screen.getByRole('alert'));
  });
});
