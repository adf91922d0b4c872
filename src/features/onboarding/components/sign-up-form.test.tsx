import { setupTestBackend } from '@tests/support/backend';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys } from '@/lib/storage-keys';
import { clearToasts, deferred, renderWithProviders, toasts } from '../testing/render';
import { SignUpForm } from './sign-up-form';

const api = setupTestBackend({ client: { token: () => null } });
afterEach(() => clearToasts());

const storedDraft = () => JSON.parse(localStorage.getItem(storageKeys.registrationDraft) ?? 'null');

async function fillAndSubmit(email: string, password = 'new-pass-1') {
  const onSuccess = vi.fn();
  const view = renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign up now' }));
  return { ...view, onSuccess };
}

describe('SignUpForm', () => {
  it('starts idle with empty fields, a password toggle and the submit button', async () => {
    const { user } = renderWithProviders(<SignUpForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeEnabled();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('shows the spec messages on bad input, focuses the first problem and sends nothing', async () => {
    const calls = vi.fn();
    api.server.events.on('request:start', calls);
    const { onSuccess } = await fillAndSubmit('not-an-email', 'short');
    api.server.events.removeAllListeners();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    // The error takes the help text's place rather than say it twice.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.queryByText('At least 8 characters.')).not.toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('disables the button and says it is checking while the request runs', async () => {
    const gate = deferred();
    api.server.use(
      http.post('*/api/v1/auth/check-email', async ({ request }) => {
        await gate.promise;
        return api.backend.app.fetch(request);
      }),
    );
    const { onSuccess } = await fillAndSubmit('waiting@example.com');
    const busy = await screen.findByRole('button', { name: 'Checking email availability...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sign up now' })).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('button', { name: 'Sign up now' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('keeps the visitor here with the server message when the address is taken', async () => {
    const { onSuccess } = await fillAndSubmit('demo@example.com');
    expect(await toasts().findByText('Email is already registered')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(storedDraft()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeEnabled();
  });

  it('shows the server message of a failed check', async () => {
    api.backend.controls.setFault('/auth/check-email', 500, 1);
    const { onSuccess } = await fillAndSubmit('someone@example.com');
    expect(await toasts().findByText('Server Error.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to check email availability' when the failure has no message", async () => {
    api.server.use(http.post('*/api/v1/auth/check-email', () => new HttpResponse(null, { status: 502 })));
    await fillAndSubmit('someone@example.com');
    expect(await toasts().findByText('Failed to check email availability')).toBeInTheDocument();
  });

  it('shows the generic error when the server cannot be reached', async () => {
    api.server.use(http.post('*/api/v1/auth/check-email', () => HttpResponse.error()));
    await fillAndSubmit('someone@example.com');
    expect(await toasts().findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('saves the draft, confirms and moves on when the address is free', async () => {
    const before = Date.now();
    const { onSuccess } = await fillAndSubmit('  fresh@example.com ');
    expect(
      await toasts().findByText('Email verified successfully! Please continue with registration.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const draft = storedDraft();
    expect(draft).toEqual({
      email: 'fresh@example.com',
      password: 'new-pass-1',
      country: 'united-states',
      timestamp: expect.any(String),
    });
    expect(Date.parse(draft.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(draft.timestamp).toBe(new Date(draft.timestamp).toISOString());
  });

  it('turns the country code of the answer into the draft slug', async () => {
    api.server.use(
      http.post('*/api/v1/auth/check-email', () =>
        HttpResponse.json({ success: true, data: { available: true, country: 'GB' } }),
      ),
    );
    const { onSuccess } = await fillAndSubmit('brit@example.com');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(storedDraft().country).toBe('united-kingdom');
  });
});
