/** GET /profile and PATCH /profile (phone and address only: the rest is changed through support). */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers, type accountRequests } from '@contract';
import { accountKeys } from './keys';

export type ProfileChange = typeof accountRequests.profile.infer;

export const fetchProfile = async (signal?: AbortSignal) =>
  (await request(accountAnswers.profile, '/profile', { signal })).data;

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });

export const updateProfile = async (change: ProfileChange) =>
  (await request(accountAnswers.profile, '/profile', { method: 'PATCH', json: change })).data;
