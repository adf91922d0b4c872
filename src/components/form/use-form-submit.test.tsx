import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { FormError } from './form-error';
import { refusalOf, useFormSubmit } from './use-form-submit';

const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError('x', 'http', 422, { message, errors });

/** A two-field form whose request the test answers. */
function TestForm({
  send,
  onSuccess,
}: {
  send: (values: { name: string; city: string }) => Promise<unknown>;
  onSuccess?: () => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const form = useFormSubmit({
    fields: ['name', 'city'],
    validate: () => ({ name: name ? undefined : 'Name is required.' }),
    send: () => send({ name, city }),
    onSuccess,
    fallback: 'Could not save.',
    rename: { town: 'city' },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <TextField
        label="Name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          form.clearFieldError('name');
        }}
        error={form.fieldErrors.name}
      />
      <TextField
        label="City"
        value={city}
        onChange={(e) => {
          setCity(e.target.value);
          form.clearFieldError('city');
        }}
        error={form.fieldErrors.city}
      />
      <FormError ref={form.errorRef} message={form.formError} />
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </form>
  );
}

function renderForm(
  send: (values: { name: string; city: string }) => Promise<unknown>,
  onSuccess?: () => Promise<unknown>,
) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <TestForm send={send} onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('useFormSubmit', () => {
  it('checks the form first: the message beside the field, the focus on it, nothing sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('after a 422 naming a field, that field has the focus and everything typed stays', async () => {
    const user = renderForm(() => Promise.reject(invalid({ town: ['Unknown city.'] })));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('City')).toHaveValue('Atlantis');

    // Changing the field takes its server message away.
    await user.type(screen.getByLabelText('City'), 'x');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it('after a 422 naming several fields, the first of them in the form has the focus', async () => {
    const user = renderForm(() =>
      Promise.reject(invalid({ town: ['Unknown city.'], name: ['Name taken.'] })),
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city.');
  });

  it('after a failure naming no field, the form-level alert has the focus', async () => {
    const user = renderForm(() => Promise.reject(new ApiError('x', 'network')));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('says an error on a field the form does not show in the alert, and focuses the alert', async () => {
    const user = renderForm(() => Promise.reject(invalid({ email: ['The email is taken.'] })));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email is taken.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('is busy while the request runs, and sends one request at a time', async () => {
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const user = renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // A second submit (Enter in a field) while the first is out sends nothing.
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', city: '' });
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('stays busy while what follows an answer runs (a sign-in on its way to the dashboard)', async () => {
    let arrive!: () => void;
    const send = vi.fn(() => Promise.resolve());
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const user = renderForm(send, onSuccess);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("tells a failure of what follows an answer as the form's own", async () => {
    const user = renderForm(
      () => Promise.resolve(),
      () => Promise.reject(new Error('the session could not be stored')),
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

const card = {
  fields: ['amount', 'card_number', 'expiry', 'cvc'] as const,
  fallback: 'Failed.',
  rename: { expiry_month: 'expiry', expiry_year: 'expiry' } as const,
};

describe('refusalOf', () => {
  it('puts the errors of fields the form shows beside them, with no message', () => {
    expect(refusalOf(invalid({ amount: ['Too much.'], cvc: ['Bad CVC.'] }), card)).toEqual({
      fields: { amount: 'Too much.', cvc: 'Bad CVC.' },
      message: null,
    });
  });

  it('renames server fields the form joins, the first message winning', () => {
    expect(refusalOf(invalid({ expiry_month: ['Bad month.'], expiry_year: ['Bad year.'] }), card)).toEqual({
      fields: { expiry: 'Bad month.' },
      message: null,
    });
  });

  it('says an error on a field the form does not show for the whole form, beside the shown ones', () => {
    expect(
      refusalOf(
        invalid({ cvc: ['Bad CVC.'], email: ['Taken.'], wallet_id: ['Unknown.'], other: ['Taken.'] }),
        card,
      ),
    ).toEqual({ fields: { cvc: 'Bad CVC.' }, message: 'Taken. Unknown.' });
  });

  it("uses the server's message, else the fallback, for a 422 without field errors and any other failure", () => {
    expect(refusalOf(invalid({}, 'Not now.'), card)).toEqual({ fields: {}, message: 'Not now.' });
    expect(refusalOf(invalid({}, ''), card)).toEqual({ fields: {}, message: 'Failed.' });
    expect(refusalOf(new ApiError('x', 'http', 403, { message: 'Verify first.' }), card)).toEqual({
      fields: {},
      message: 'Verify first.',
    });
    expect(refusalOf(new ApiError('x', 'network'), card)).toEqual({ fields: {}, message: 'Failed.' });
    expect(refusalOf(new Error('boom'), card)).toEqual({ fields: {}, message: 'Failed.' });
  });

  it('reads a field errors of a status other than 422 as a message only', () => {
    const throttled = new ApiError('x', 'http', 429, { message: 'Slow down.', errors: { cvc: ['Slow.'] } });
    expect(refusalOf(throttled, card)).toEqual({ fields: {}, message: 'Slow down.' });
  });
});
