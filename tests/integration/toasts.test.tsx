import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@/components/ui/toast';
import { renderApp, setupTestBackend } from '@tests/support/app-harness';

/** An error toast goes when its cause is resolved or its screen is left (issue: stale sign-up errors). */
setupTestBackend();
afterEach(() => act(() => clearToasts()));

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const TAKEN = 'Email is already registered';

async function signUpWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = screen.getByLabelText('Email');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Sign up now' }));
}

async function refusedSignUp() {
  await renderApp({ path: '/signup', returning: true });
  expect(await heading('Create your account')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password', { exact: true }), 'new-pass-1');
  await signUpWith(user, 'demo@example.com');
  expect(await toasts().findByText(TAKEN)).toBeInTheDocument();
  return user;
}

describe('error toasts', () => {
  it('go when the same action then succeeds, and do not follow the user to the next step', async () => {
    const user = await refusedSignUp();
    await signUpWith(user, 'someone-new@example.com');
    expect(await heading('Where do you live?')).toBeInTheDocument();
    expect(toasts().queryByText(TAKEN)).not.toBeInTheDocument();
    expect(
      toasts().getByText('Email verified successfully! Please continue with registration.'),
    ).toBeVisible();
  });

  it('go when the user leaves the screen they belong to', async () => {
    const user = await refusedSignUp();
    await user.click(screen.getAllByRole('link', { name: 'Log in' })[0]!);
    expect(await heading('Log in')).toBeInTheDocument();
    expect(toasts().queryByText(TAKEN)).not.toBeInTheDocument();
  });

  it('that a guard raised on the way stay on the screen it sent the user to', async () => {
    await renderApp({ path: '/register/country-residence', returning: true });
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(await toasts().findByText('Please complete the registration process first')).toBeInTheDocument();
  });
});
