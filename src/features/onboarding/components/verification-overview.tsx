import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/page';
import { m } from '@/i18n';
import { isStageDone, stages, type OnboardingProgress, type Stage } from '../model/stages';
import { FinancialProfileForm } from './financial-profile-form';
import { IdCheckForm } from './id-check-form';
import { ProgressGate } from './progress-gate';
import * as s from './onboarding.css';

const stageNames: Record<Stage, string> = {
  'set-up': m.onboarding.steps.setUp,
  'financial-profile': m.onboarding.steps.financialProfile,
  'id-check': m.onboarding.steps.idCheck,
};

/** /main/verification: which stages are done, and the forms of those still to do. */
/** `onDocumentSent`: after the ID Check step's upload (the page refreshes its list of documents). */
export function VerificationOverview({ onDocumentSent }: { onDocumentSent?: () => void }) {
  return (
    <ProgressGate>
      {(progress) => <Overview progress={progress} onDocumentSent={onDocumentSent} />}
    </ProgressGate>
  );
}

function Overview({
  progress,
  onDocumentSent,
}: {
  progress: OnboardingProgress;
  onDocumentSent: (() => void) | undefined;
}) {
  const t = m.onboarding.verification;
  const missing = stages.filter((stage) => !isStageDone(stage, progress));
  return (
    <div className={s.stack}>
      <p className={s.muted}>{t.intro}</p>
      <ul className={s.stageList} aria-label={t.statusLabel}>
        {stages.map((stage) => {
          const done = isStageDone(stage, progress);
          // A document sent is not an identity verified: until the review approves it, it is in review.
          const inReview = stage === 'id-check' && done && progress.identity !== 'verified';
          return (
            <li key={stage} className={s.stageRow}>
              <span>{stageNames[stage]}</span>
              <span className={s.badge} data-done={(done && !inReview) || undefined}>
                {inReview ? t.inReview : done ? t.done : t.todo}
              </span>
            </li>
          );
        })}
      </ul>
      {missing.length === 0 &&
        (progress.identity === 'verified' ? (
          <Alert variant="success" description={t.complete} />
        ) : (
          <Alert description={t.waitingForReview} />
        ))}
      {missing.map((stage) => (
        <Card key={stage}>
          <div className={s.stack}>
            <h2 className={s.sectionTitle}>{stageNames[stage]}</h2>
            {stage === 'financial-profile' ? (
              <FinancialProfileForm />
            ) : (
              <IdCheckForm onUploaded={onDocumentSent} />
            )}
          </div>
        </Card>
      ))}
    </div>
  );
}
