import { request } from '@/lib/api';
import { api, type requests } from '@contract';

/** POST /onboarding/financial-profile: answers the updated progress. */
export const saveFinancialProfile = async (profile: typeof requests.financialProfile.infer) =>
  (await request(api.onboarding, '/onboarding/financial-profile', { json: profile })).data;
