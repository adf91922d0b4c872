import { setupTestBackend } from '@tests/support/backend';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { deferred, renderWithProviders } from '../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const api = setupTestBackend({ client: { token: () => null } });

async function requestFor(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordForm', () => {
  it('starts idle with an empty email field', () => {
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('asks for a valid address before sending anything', async () => {
    const calls = vi.fn();
    api.server.events.on('request:start', calls);
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await requestFor(user, 'nobody');
    api.server.events.removeAllListeners();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
  });

  it("reads 'Sending...' and is disabled while the request runs", async () => {
    const gate = deferred();
    api.server.use(
      http.post('*/api/v1/auth/forgot-password', async ({ request }) => {
        await gate.promise;
        return api.backend.app.fetch(request);
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await requestFor(user, 'demo@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('shows the server message when the request fails, and keeps the address', async () => {
    api.backend.controls.setFault('/auth/forgot-password', 429, 1);
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await requestFor(user, 'demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Attempts.');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
  });

  it('confirms in the same words whether or not the address has an account', async () => {
    const seen: string[] = [];
    for (const address of ['demo@example.com', 'no-such-person@example.com']) {
      const { user, unmount } = renderWithProviders(<ForgotPasswordForm />);
      await requestFor(user, address);
      const heading = await screen.findByRole('heading', { name: 'Check your email' });
      expect(heading).toHaveFocus();
      seen.push(screen.getByRole('status').textContent ?? '');
      unmount();
    }
    expect(seen[0]).toContain('If an account exists for that address, we have sent it a link');
    expect(seen[1]).toBe(seen[0]);
  });

  it('lets the visitor try another address', async () => {
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await requestFor(user, 'demo@example.com');
    await user.click(await screen.findByRole('button', { name: 'Use a different address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
