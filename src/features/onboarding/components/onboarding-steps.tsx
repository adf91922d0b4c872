import { Steps } from '@/components/ui/steps';
import { m } from '@/i18n';
import { stageIndex, type Stage } from '../model/stages';

/**
 * The three-step progress bar (Set Up, Financial Profile, ID Check). Not in onboarding-layout.tsx:
 * the login page, which shows that layout, shows none of the onboarding's own strings.
 */
export function OnboardingSteps({ current }: { current: Stage }) {
  const t = m.onboarding.steps;
  return (
    <Steps
      label={t.label}
      steps={[t.setUp, t.financialProfile, t.idCheck]}
      current={stageIndex(current)}
      doneLabel={t.done}
    />
  );
}
