import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { holdEndpoint, setupTestBackend } from '@tests/support/backend';
import { LoginForm } from './login-form';

const api = setupTestBackend({ client: { token: () => null } });

function renderForm() {
  const onSuccess = vi.fn();
  render(<LoginForm onSuccess={onSuccess} />);
  return { onSuccess, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('LoginForm', () => {
  it('says what is wrong before calling the server, and puts focus on it', async () => {
    const { user, onSuccess } = renderForm();
    await fill(user, 'not-an-email', '');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' while the server answers, then hands over the user and token", async () => {
    const release = holdEndpoint(api, 'post', '/auth/login');
    const { user, onSuccess } = renderForm();
    await fill(user, 'demo@example.com', 'demo-pass-1');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({ email: 'demo@example.com' });
    expect(typeof onSuccess.mock.calls[0]![1]).toBe('string');
  });

  it("shows the server's word on wrong credentials at the field it concerns", async () => {
    const { user, onSuccess } = renderForm();
    await fill(user, 'demo@example.com', 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a server failure in an alert and keeps what was typed', async () => {
    api.server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json({ message: 'Server Error.' }, { status: 500 }),
      ),
    );
    const { user } = renderForm();
    await fill(user, 'demo@example.com', 'demo-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error.');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
