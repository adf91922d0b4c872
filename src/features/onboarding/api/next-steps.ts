import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@contract';
import { onboardingKeys } from './onboarding-progress';

/** Each first step, and whether the customer has taken it. */
export type NextSteps = (typeof api.nextSteps.infer)['data'];

/**
 * GET /onboarding/next-steps: which of the first steps a new customer is offered they have taken. Read
 * again each time the dashboard opens, as the steps are taken on other screens (and devices).
 */
export const nextStepsQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.nextSteps(),
    queryFn: async ({ signal }) => (await request(api.nextSteps, '/onboarding/next-steps', { signal })).data,
    staleTime: 0,
  });
