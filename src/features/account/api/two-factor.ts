/**
 * Two-factor: its state (GET /user/two-factor), the setup (POST /user/two-factor, then /confirm) and
 * turning it off. The secret and the recovery codes pass through the card's own state only, never the
 * query cache, which is kept on the device.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { twoFactorAnswers } from '@contract';
import { accountKeys } from './keys';

export type TwoFactorStatus = typeof twoFactorAnswers.status.infer.data;

export const twoFactorQuery = () =>
  queryOptions({
    queryKey: accountKeys.twoFactor(),
    queryFn: async ({ signal }) =>
      (await request(twoFactorAnswers.status, '/user/two-factor', { signal })).data,
  });

/** The one writer of the two-factor state in the cache, after a change this device made. */
export const setTwoFactorStatus = (queryClient: QueryClient, status: TwoFactorStatus) =>
  queryClient.setQueryData(accountKeys.twoFactor(), status);

/** A new secret and its otpauth URI; the server asks for a step-up first when the session has none. */
export const startTwoFactor = async () =>
  (await request(twoFactorAnswers.setup, '/user/two-factor', { json: {} })).data;

/** Turns two-factor on with a code of the new secret; answers the recovery codes, shown once. */
export const confirmTwoFactor = async (code: string) =>
  (await request(twoFactorAnswers.confirmed, '/user/two-factor/confirm', { json: { code } })).data
    .recovery_codes;

export const turnOffTwoFactor = (code: string) =>
  request(twoFactorAnswers.disabled, '/user/two-factor', { method: 'DELETE', json: { code } });
