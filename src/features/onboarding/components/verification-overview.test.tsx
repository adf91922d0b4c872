import { setupTestBackend } from '@tests/support/backend';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearToasts, renderWithProviders, toasts } from '../testing/render';
import { OnboardingStages } from './onboarding-stages';
import { VerificationOverview } from './verification-overview';

let token: string | null = null;
const api = setupTestBackend({ client: { token: () => token } });
afterEach(() => {
  clearToasts();
  token = null;
});

/** A brand-new customer, as right after Set Up. */
async function signUpNewCustomer() {
  const response = await fetch('/api/v1/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'grace@example.com',
      password: 'new-pass-1',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+1 555 0100',
      date_of_birth: '1980-12-09',
      country_of_residence: 'united-states',
      nationality: 'united-states',
      agree_privacy: true,
    }),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

const stageStatus = (name: string) =>
  within(screen.getByRole('list', { name: 'Verification steps' }))
    .getByText(name)
    .closest('li');

describe('Financial Profile and ID Check stages', () => {
  it('lists what is done and offers the missing stages', async () => {
    await signUpNewCustomer();
    renderWithProviders(<VerificationOverview />);
    await screen.findByRole('list', { name: 'Verification steps' });
    expect(stageStatus('Set Up')).toHaveTextContent('Complete');
    expect(stageStatus('Financial Profile')).toHaveTextContent('To do');
    expect(stageStatus('ID Check')).toHaveTextContent('To do');
    expect(screen.getByRole('form', { name: 'Financial Profile' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'ID Check' })).toBeInTheDocument();
  });

  it('needs every financial answer, then saves them and marks the stage complete', async () => {
    await signUpNewCustomer();
    const { user } = renderWithProviders(<VerificationOverview />);
    const form = await screen.findByRole('form', { name: 'Financial Profile' });
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(within(form).getAllByText('Please choose an option')).toHaveLength(5);
    expect(within(form).getByRole('combobox', { name: 'Employment status' })).toHaveFocus();

    await choose(user, 'Employment status', 'Self-employed');
    await choose(user, 'Annual income', '$50,000 to $100,000');
    await choose(user, 'Net worth', '$25,000 to $100,000');
    await choose(user, 'Source of funds', 'Savings');
    await choose(user, 'Trading experience', 'Some (less than 2 years)');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));

    expect(await toasts().findByText('Financial profile saved.')).toBeInTheDocument();
    await waitFor(() => expect(stageStatus('Financial Profile')).toHaveTextContent('Complete'));
    expect(screen.queryByRole('form', { name: 'Financial Profile' })).not.toBeInTheDocument();
  });

  it('checks the document on this side before uploading', async () => {
    const calls = vi.fn();
    await signUpNewCustomer();
    const { user } = renderWithProviders(<VerificationOverview />);
    const form = await screen.findByRole('form', { name: 'ID Check' });
    api.server.events.on('request:start', calls);
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(within(form).getByText('Please choose a document type')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a file')).toBeInTheDocument();

    const input = within(form).getByLabelText('Document file');
    // applyAccept is off so the wrong file reaches the form, as it can from a drag or a lax picker.
    await userWithoutAccept(user).upload(
      input,
      new File(['x'], 'notes.docx', { type: 'application/msword' }),
    );
    expect(input).toHaveAccessibleDescription(/^The document must be a PNG, JPEG or WebP image or a PDF\./);
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, huge);
    expect(input).toHaveAccessibleDescription(/^The file must be 10 MB or smaller\./);
    api.server.events.removeAllListeners();
    expect(calls).not.toHaveBeenCalled();
  });

  it('uploads and moves on when the document is accepted', async () => {
    await signUpNewCustomer();
    api.server.use(
      http.post('*/api/v1/onboarding/documents', () =>
        HttpResponse.json({
          success: true,
          data: { financial_profile_done: false, id_check_done: true, identity: 'in_review' },
        }),
      ),
    );
    const { user } = renderWithProviders(<VerificationOverview />);
    const form = await screen.findByRole('form', { name: 'ID Check' });
    await choose(user, 'Document type', 'Passport');
    const input = within(form).getByLabelText('Document file');
    await user.upload(input, new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    // The preview names it; the field says so too.
    expect(within(form).getByText('passport.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/^passport\.pdf 8 B/);
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(await toasts().findByText('Document uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(stageStatus('ID Check')).toHaveTextContent('In review'));
  });

  it('says verification is complete only once the document is approved, not while it is in review', async () => {
    await signUpNewCustomer();
    let identity = 'in_review';
    api.server.use(
      http.get('*/api/v1/onboarding', () =>
        HttpResponse.json({
          success: true,
          data: { financial_profile_done: true, id_check_done: true, identity },
        }),
      ),
    );
    const first = renderWithProviders(<VerificationOverview />);
    expect(await screen.findByText(/Our team is reviewing your identity document/)).toBeInTheDocument();
    expect(stageStatus('ID Check')).toHaveTextContent('In review');
    expect(screen.queryByText('Your verification is complete.')).not.toBeInTheDocument();
    first.unmount();

    identity = 'verified';
    renderWithProviders(<VerificationOverview />);
    expect(await screen.findByText('Your verification is complete.')).toBeInTheDocument();
    expect(stageStatus('ID Check')).toHaveTextContent('Complete');
  });

  it('shows why an upload failed', async () => {
    await signUpNewCustomer();
    api.server.use(
      http.post('*/api/v1/onboarding/documents', () =>
        HttpResponse.json(
          { message: 'The file could not be read.', errors: { file: ['The file could not be read.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<VerificationOverview />);
    const form = await screen.findByRole('form', { name: 'ID Check' });
    await choose(user, 'Document type', 'Driving licence');
    const input = within(form).getByLabelText('Document file');
    await user.upload(input, new File(['img'], 'licence.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/^The file could not be read\./));
    expect(within(form).getByRole('button', { name: 'Upload document' })).toBeEnabled();
  });

  it('says when the progress cannot be loaded, and retries', async () => {
    await signUpNewCustomer();
    api.backend.controls.setFault('/onboarding', 500, 1);
    const { user } = renderWithProviders(<VerificationOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Verification steps' })).toBeInTheDocument();
  });

  it('walks a new user through the remaining stages after registration, and can be skipped', async () => {
    await signUpNewCustomer();
    const onSkip = vi.fn();
    const onFinished = vi.fn();
    const { user } = renderWithProviders(<OnboardingStages onSkip={onSkip} onFinished={onFinished} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Financial Profile' });
    // Once the stage is drawn (useArrivalFocus).
    await waitFor(() => expect(heading).toHaveFocus());
    const steps = screen.getByRole('navigation', { name: 'Registration progress' });
    expect(within(steps).getByText('Financial Profile').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByText('Set Up').closest('li')).toHaveTextContent('(completed)');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onFinished).not.toHaveBeenCalled();
  });
});

function userWithoutAccept(user: UserEvent) {
  return user.setup({ applyAccept: false });
}
