import { setupTestBackend } from '@tests/support/backend';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storageKeys } from '@/lib/storage-keys';
import { createDraft, withCountryChoice, type RegistrationDraft } from '../model/draft';
import { saveDraft } from '../model/draft-store';
import { clearToasts, deferred, renderWithProviders } from '../testing/render';
import { RegisterForm } from './register-form';

const api = setupTestBackend({ client: { token: () => null } });
afterEach(() => clearToasts());

function draftFor(email: string): RegistrationDraft {
  return withCountryChoice(createDraft({ email, password: 'new-pass-1', countryCode: 'GB' }, new Date()), {
    countryOfResidence: 'united-kingdom',
    nationality: 'ireland',
    agreePrivacy: true,
  });
}

function renderSetUp(email = 'ada@example.com') {
  const draft = draftFor(email);
  saveDraft(draft);
  const onRegistered = vi.fn();
  const onDraftMissing = vi.fn();
  const view = renderWithProviders(
    <RegisterForm draft={draft} onRegistered={onRegistered} onDraftMissing={onDraftMissing} />,
  );
  return { ...view, onRegistered, onDraftMissing };
}

async function fillValid(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Phone number': '+44 20 7946 0958',
    'Date of birth': '1990-05-01',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterForm (Set Up)', () => {
  it('starts idle, showing what sign-up and the country step collected', () => {
    renderSetUp();
    const summary = screen.getByRole('region', { name: 'Your sign-up details' });
    expect(summary).toHaveTextContent('ada@example.com');
    expect(summary).toHaveTextContent('United Kingdom');
    expect(summary).toHaveTextContent('Ireland');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('names every missing field and focuses the first', async () => {
    const { user, onRegistered } = renderSetUp();
    await submit(user);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /^Please enter your phone number/,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      /^Please enter your date of birth/,
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('refuses a visitor under 18 and a malformed phone number', async () => {
    const { user } = renderSetUp();
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-01-01`;
    await fillValid(user, { 'Phone number': 'call me', 'Date of birth': seventeen });
    await submit(user);
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it("reads 'Creating account...' and is disabled while the request runs", async () => {
    const gate = deferred();
    api.server.use(
      http.post('*/api/v1/auth/register', async ({ request }) => {
        await gate.promise;
        return api.backend.app.fetch(request);
      }),
    );
    const { user, onRegistered } = renderSetUp();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    gate.release();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
  });

  it("shows the server's field errors beside their fields", async () => {
    api.server.use(
      http.post('*/api/v1/auth/register', () =>
        HttpResponse.json(
          { message: 'The phone is not reachable.', errors: { phone: ['The phone is not reachable.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, onRegistered } = renderSetUp();
    await fillValid(user);
    await submit(user);
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(/^The phone is not reachable\./);
    expect(phone).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('tells about a problem with a field that is not on the form, such as a taken email', async () => {
    const { user, onRegistered } = renderSetUp('demo@example.com');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.registrationDraft)).not.toBeNull();
  });

  it('shows the server message when the server fails', async () => {
    api.backend.controls.setFault('/auth/register', 500, 1);
    const { user } = renderSetUp();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('creates the account, removes the draft with its password at once and hands over the session', async () => {
    const { user, onRegistered } = renderSetUp();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const [registeredUser, token] = onRegistered.mock.calls[0] as [
      { first_name: string; email: string },
      string,
    ];
    expect(registeredUser).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
    expect(token).toEqual(expect.any(String));
    expect(localStorage.getItem(storageKeys.registrationDraft)).toBeNull();
    // The new account signs in with the password from the draft.
    const login = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'new-pass-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('sends the visitor back when the draft ran out while the form was open', async () => {
    const { user, onRegistered, onDraftMissing } = renderSetUp();
    localStorage.removeItem(storageKeys.registrationDraft);
    await fillValid(user);
    await submit(user);
    expect(onDraftMissing).toHaveBeenCalledOnce();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
