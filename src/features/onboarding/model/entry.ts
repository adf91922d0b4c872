import type { RegistrationDraft } from './draft';

/**
 * Who may see which onboarding screen. A signed-in user on /register continues with the stages
 * after Set Up; a visitor needs a draft, and for /register also the privacy tick.
 */
export type RegisterEntry = 'stages' | 'set-up' | 'no-draft' | 'no-privacy';

export function registerEntry(input: {
  signedIn: boolean;
  draft: RegistrationDraft | undefined;
}): RegisterEntry {
  if (input.signedIn) return 'stages';
  if (!input.draft) return 'no-draft';
  return input.draft.agreePrivacy ? 'set-up' : 'no-privacy';
}
