import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@contract';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
  nextSteps: () => [...onboardingKeys.all, 'next-steps'] as const,
};

/** GET /onboarding: which stages after Set Up the signed-in user has completed. */
export const onboardingProgressQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: async ({ signal }) => (await request(api.onboarding, '/onboarding', { signal })).data,
    // Progress decides which form to show: a copy restored from disk after a reload could send the
    // user back to a stage they finished, so it is never persisted and always checked again.
    staleTime: 0,
    meta: { persist: false },
  });
