import { lazy, Suspense, useCallback } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/ui/toast';
import { OnboardingLayout, ScreenTitle } from '@/features/onboarding/components/onboarding-layout';
import { OnboardingSteps } from '@/features/onboarding/components/onboarding-steps';
import { RegisterForm } from '@/features/onboarding/components/register-form';
import { sessionStore } from '@/session/model/session-store';
import type { User } from '@contract';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { useSession } from '@/app/session-machine';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';
import { DRAFT_MISSING } from '@/routes/register/-draft-guards';

/** Once the account exists: with the session's query cache, which only then loads (-signed-in-stages.tsx). */
const loadSignedInStages = () => import('./-signed-in-stages');
const SignedInStages = lazy(() =>
  loadSignedInStages().then(({ SignedInStages }) => ({ default: SignedInStages })),
);

/**
 * /register: the Set Up form for a visitor with a draft; once the account exists (or for a user who
 * comes back signed in) the Financial Profile and ID Check stages, each skippable to the dashboard.
 */
export const Route = createFileRoute('/register/')({
  beforeLoad: async ({ preload }) =>
    (await import('@/routes/register/-draft-guards')).guardRegister({ preload }),
  component: RegisterPage,
});

function RegisterPage() {
  const { draft } = Route.useRouteContext();
  const navigate = useNavigate();
  const session = useSession();
  const brand = useOnboardingBrand();
  const signedIn = useStore(sessionStore, (s) => Boolean(s.token && s.user));

  const toDashboard = useCallback(() => void navigate({ to: '/main/dashboard' }), [navigate]);
  const finished = useCallback(() => {
    toast.success(m.onboarding.stages.finished);
    toDashboard();
  }, [toDashboard]);
  /**
   * The next stage's code and the session's query cache load first, while the Set Up form stays busy:
   * on a slow network the page would otherwise stand empty between the two. The account exists
   * whatever fails to load, so the session begins all the same (a stage that cannot load shows the
   * route's error page, which loads it again once back online). No toast: the next stage's heading
   * takes focus and the progress bar ticks Set Up off.
   */
  const registered = (user: User, token: string) =>
    Promise.all([loadSignedInStages(), session.queries()])
      .catch(() => undefined)
      .then(() => session.signIn(user, token));
  // Raised once sign-up is on screen: the message explains that screen, not this one.
  const draftMissing = () =>
    void navigate({ to: '/signup', replace: true }).then(() =>
      toast.error(m.onboarding.draft.missing, DRAFT_MISSING),
    );

  if (signedIn) {
    return (
      <OnboardingLayout {...brand}>
        <Suspense fallback={null}>
          <SignedInStages onSkip={toDashboard} onFinished={finished} />
        </Suspense>
      </OnboardingLayout>
    );
  }
  const t = m.onboarding.setUp;
  return (
    <OnboardingLayout {...brand} headerEnd={<Link to="/">{m.publicFrame.logIn}</Link>}>
      <OnboardingSteps current="set-up" />
      <ScreenTitle title={t.title} subtitle={t.subtitle} />
      {draft && <RegisterForm draft={draft} onRegistered={registered} onDraftMissing={draftMissing} />}
    </OnboardingLayout>
  );
}
