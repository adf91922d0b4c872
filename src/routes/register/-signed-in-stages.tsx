import { OnboardingStages, type StagesProps } from '@/features/onboarding/components/onboarding-stages';
import { SessionQueries } from '@/app/session-queries';

/**
 * The sign-up's later stages, once the account exists: they read and write the account's onboarding,
 * which the session's query cache holds. A module of its own, loaded only then, so the Set Up form
 * before it never downloads the query cache with the signed-in frame.
 */
export function SignedInStages(props: StagesProps) {
  return (
    <SessionQueries>
      <OnboardingStages {...props} />
    </SessionQueries>
  );
}
