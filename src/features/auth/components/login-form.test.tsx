import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { holdEndpoint, setupTestBackend } from '@tests/support/backend';
import { LoginForm } from './login-form';

const api = setupTestBackend({ client: { token: () => null } });

function renderForm(options?: Parameters<typeof userEvent.setup>[0]) {
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return { onSuccess, user: userEvent.setup(options) };
}

const throttled = 'Too many login attempts. Please try again in 45 seconds.';

/** The throttled answer of the login endpoint, with or without its Retry-After header. */
function answerTooManyAttempts(retryAfter: string | null) {
  let calls = 0;
  api.server.use(
    http.post('*/api/v1/auth/login', () => {
      calls += 1;
      return HttpResponse.json(
        { message: throttled, errors: { email: [throttled] } },
        { status: 429, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
      );
    }),
  );
  return () => calls;
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

  describe('after too many attempts', () => {
    // Real time still flows (msw and Testing Library's waits need it); the test moves the clock on.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('counts down to the moment the server allows the next try, then lets the user try again', async () => {
      const calls = answerTooManyAttempts('45');
      const { user, onSuccess } = renderForm({ advanceTimers: vi.advanceTimersByTime });
      await fill(user, 'demo@example.com', 'wrong-password');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Try again in 45 seconds.',
      );
      const submit = screen.getByRole('button', { name: 'Log in' });
      expect(submit).toBeDisabled();
      // The words come from the catalog, not from the server, and only once.
      expect(screen.queryByText(throttled)).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Too many attempts. Try again in 44 seconds.')).toBeVisible();
      act(() => vi.advanceTimersByTime(43_000));
      expect(screen.getByText('Too many attempts. Try again in 1 second.')).toBeVisible();
      expect(submit).toBeDisabled();

      act(() => vi.advanceTimersByTime(1000));
      expect(submit).toBeEnabled();
      expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
      await user.click(submit);
      await vi.waitFor(() => expect(calls()).toBe(2));
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it("shows the server's message and keeps the button when the answer says nothing of when", async () => {
      answerTooManyAttempts(null);
      const { user } = renderForm({ advanceTimers: vi.advanceTimersByTime });
      await fill(user, 'demo@example.com', 'wrong-password');
      expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    });
  });
});
