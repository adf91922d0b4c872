import { fireEvent, screen, within } from '@testing-library/react';
import { storageKeys } from '@/lib/storage-keys';
import { createDraft, type RegistrationDraft } from '../model/draft';
import { saveDraft } from '../model/draft-store';
import { deferred, renderWithProviders } from '../testing/render';
import { CountryResidenceForm } from './country-residence-form';

const storedDraft = () => JSON.parse(localStorage.getItem(storageKeys.registrationDraft) ?? 'null');

function renderStep(
  draft: RegistrationDraft,
  onContinue: () => unknown = vi.fn(),
  websiteUrl: string | null = 'https://broker.example/',
) {
  saveDraft(draft);
  return {
    ...renderWithProviders(
      <CountryResidenceForm draft={draft} websiteUrl={websiteUrl} onContinue={onContinue} />,
    ),
    onContinue,
  };
}

const draftFrom = (countryCode: string | undefined) =>
  createDraft({ email: 'new@example.com', password: 'new-pass-1', countryCode }, new Date());

const residence = () => screen.getByRole('combobox', { name: 'Country of Residence' });
const nationality = () => screen.getByRole('combobox', { name: 'Nationality' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('CountryResidenceForm', () => {
  it('starts with both countries from the draft, the notice, and Continue disabled until the box is ticked', async () => {
    const { user } = renderStep(draftFrom('GB'));
    expect(residence()).toHaveTextContent('United Kingdom');
    expect(nationality()).toHaveTextContent('United Kingdom');
    expect(screen.getByText(/our regulated partner, authorised in England and Wales/)).toBeInTheDocument();
    const agree = screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' });
    expect(agree).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
    await user.click(agree);
    expect(continueButton()).toBeEnabled();
    await user.click(agree);
    expect(continueButton()).toBeDisabled();
  });

  it('defaults to the United States when the draft country is not offered', () => {
    renderStep({ ...draftFrom('US'), country: 'atlantis' });
    expect(residence()).toHaveTextContent('United States');
    expect(nationality()).toHaveTextContent('United States');
  });

  it('offers every country with its flag, sorted by label', async () => {
    const { user } = renderStep(draftFrom('US'));
    await user.click(residence());
    const listbox = screen.getByRole('listbox', { name: 'Country of Residence' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(40);
    expect(options[0]).toHaveAccessibleName('Argentina');
    // An SVG flag, not an emoji (which shows as an empty box or two letters on many desktops).
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toMatch(/ar.*\.svg/);
    expect(options[0]?.textContent).toBe('Argentina');
    expect(within(listbox).getByRole('option', { selected: true })).toHaveAccessibleName('United States');
  });

  it('changes both answers with the keyboard alone', async () => {
    const { user } = renderStep(draftFrom('US'));
    await user.click(screen.getByRole('checkbox'));
    residence().focus();
    await user.keyboard('{ArrowDown}');
    expect(residence()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('ger{Enter}');
    expect(residence()).toHaveTextContent('Germany');
    await user.tab();
    expect(nationality()).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(nationality()).toHaveTextContent('Argentina');
    expect(nationality()).toHaveAttribute('aria-expanded', 'false');
  });

  it("reads 'Processing...' while continuing, then merges the answers into the draft", async () => {
    const gate = deferred();
    const draft = draftFrom('FR');
    const { user, onContinue } = renderStep(
      draft,
      vi.fn(() => gate.promise),
    );
    await user.click(nationality());
    await user.click(screen.getByRole('option', { name: 'Italy' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(onContinue).toHaveBeenCalledOnce();
    expect(storedDraft()).toEqual({
      ...draft,
      countryOfResidence: 'france',
      nationality: 'italy',
      agreePrivacy: true,
    });
    gate.release();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('keeps earlier answers when the visitor comes back to the step', () => {
    renderStep({
      ...draftFrom('US'),
      countryOfResidence: 'spain',
      nationality: 'portugal',
      agreePrivacy: true,
    });
    expect(residence()).toHaveTextContent('Spain');
    expect(nationality()).toHaveTextContent('Portugal');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(continueButton()).toBeEnabled();
  });

  it("links 'Privacy Policy' to the tenant's website in a new tab, keeping the spec's sentence", () => {
    renderStep(draftFrom('US'));
    const agree = screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' });
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', 'https://broker.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(agree.closest('label')).toContainElement(link);
  });

  it('keeps the sentence as plain text when the tenant has no usable website', () => {
    renderStep(draftFrom('US'), vi.fn(), 'javascript:alert(1)');
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('finds a country by typing in the list’s search field, as on a phone', async () => {
    const { user } = renderStep(draftFrom('US'));
    await user.click(residence());
    const search = screen.getByRole('combobox', { name: 'Search Country of Residence' });
    await user.click(search);
    fireEvent.change(search, { target: { value: 'kingdom' } });
    const listbox = screen.getByRole('listbox', { name: 'Country of Residence' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['United Kingdom']);
    await user.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    expect(residence()).toHaveTextContent('United Kingdom');
    expect(nationality()).toHaveTextContent('United States');
  });
});
