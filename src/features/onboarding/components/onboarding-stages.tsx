import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { m } from '@/i18n';
import { nextStage, type OnboardingProgress } from '../model/stages';
import { FinancialProfileForm } from './financial-profile-form';
import { IdCheckForm } from './id-check-form';
import { ScreenTitle } from './onboarding-layout';
import { OnboardingSteps } from './onboarding-steps';
import { ProgressGate } from './progress-gate';
import * as s from './onboarding.css';

export interface StagesProps {
  /** Leave the flow for now (the dashboard); Verification resumes it. */
  onSkip: () => void;
  /** Every stage is done. */
  onFinished: () => void;
}

/** The stages after Set Up, for a user who has an account: whichever is still to do, in order. */
export function OnboardingStages(props: StagesProps) {
  return <ProgressGate>{(progress) => <CurrentStage progress={progress} {...props} />}</ProgressGate>;
}

function CurrentStage({ progress, onSkip, onFinished }: StagesProps & { progress: OnboardingProgress }) {
  const stage = nextStage(progress);

  useEffect(() => {
    if (stage === 'done') onFinished();
  }, [stage, onFinished]);

  if (stage === 'done') return null;
  const financial = stage === 'financial-profile';
  const t = financial ? m.onboarding.financial : m.onboarding.idCheck;
  return (
    <>
      <OnboardingSteps current={stage} />
      <ScreenTitle title={t.title} subtitle={t.subtitle} />
      {/* Keyed by stage, so each stage starts with a fresh form. */}
      {financial ? <FinancialProfileForm key={stage} /> : <IdCheckForm key={stage} />}
      <div className={s.actions}>
        <Button variant="ghost" block onClick={onSkip}>
          {m.onboarding.stages.skip}
        </Button>
        <p className={[s.muted, s.centered].join(' ')}>{m.onboarding.stages.skipHint}</p>
      </div>
    </>
  );
}
