import { request } from '@/lib/api';
import { twoFactorAnswers } from '@contract';

/** One proof that it is the user: the password, or a code of their app or a recovery code. */
export const stepUp = (proof: { password: string } | { code: string }) =>
  request(twoFactorAnswers.stepUp, '/auth/step-up', { json: proof });
