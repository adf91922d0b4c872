/**
 * The sign-up's guards (the register routes' `beforeLoad`), which read the stored registration draft.
 * Not in -guards.tsx: the route tree, which every start loads, holds the guards, and these would bring
 * the draft's check and the onboarding's strings with them. The routes import this module when they
 * load.
 */
import { redirect } from '@tanstack/react-router';
import { toast } from '@/components/ui/toast';
import { loadDraft } from '@/features/onboarding/model/draft-store';
import type { RegistrationDraft } from '@/features/onboarding/model/draft';
import { registerEntry } from '@/features/onboarding/model/entry';
import { sessionStore } from '@/session/model/session-store';
import { m } from '@/i18n';

/**
 * A preload (hovering a link) only asks where the route would go, so
 * it must not raise toasts.
 */
interface GuardContext {
  preload: boolean;
}

/** The guards' toasts name their cause, so a guard that runs twice does not stack the same message. */
export const DRAFT_MISSING = { key: 'registration-draft' };

function missingDraft({ preload }: GuardContext): never {
  if (!preload) toast.error(m.onboarding.draft.missing, DRAFT_MISSING);
  throw redirect({ to: '/signup', replace: true });
}

/** The country step needs the draft sign-up saved; the screen gets it in the route's context. */
export async function requireRegistrationDraft(context: GuardContext): Promise<{ draft: RegistrationDraft }> {
  const draft = await loadDraft();
  if (!draft) missingDraft(context);
  return { draft };
}

/**
 * /register: a signed-in user continues with the later stages; a visitor needs a draft with the
 * privacy tick. The screen gets the draft (if any) in the route's context.
 */
export async function guardRegister(
  context: GuardContext,
): Promise<{ draft: RegistrationDraft | undefined }> {
  const { token, user } = sessionStore.get();
  const draft = await loadDraft();
  const entry = registerEntry({ signedIn: Boolean(token && user), draft });
  if (entry === 'no-draft') missingDraft(context);
  if (entry === 'no-privacy') {
    if (!context.preload) toast.error(m.onboarding.country.agreeRequired, DRAFT_MISSING);
    throw redirect({ to: '/register/country-residence', replace: true });
  }
  return { draft };
}
