import type { api } from '@contract';

export type OnboardingProgress = (typeof api.onboarding.infer)['data'];

/** The three stages of onboarding, in the order a new customer goes through them. */
export const stages = ['set-up', 'financial-profile', 'id-check'] as const;
export type Stage = (typeof stages)[number];

/** The first stage still to do once the account exists, or 'done'. Set Up is done by having an account. */
export function nextStage(progress: OnboardingProgress): Exclude<Stage, 'set-up'> | 'done' {
  if (!progress.financial_profile_done) return 'financial-profile';
  if (!progress.id_check_done) return 'id-check';
  return 'done';
}

export function isStageDone(stage: Stage, progress: OnboardingProgress): boolean {
  if (stage === 'set-up') return true;
  return stage === 'financial-profile' ? progress.financial_profile_done : progress.id_check_done;
}

export const stageIndex = (stage: Stage) => stages.indexOf(stage);
