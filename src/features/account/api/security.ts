/** POST /user/password (other devices are signed out) and POST /auth/logout-all (every device). */
import { request } from '@/lib/api';
import { accountAnswers, type accountRequests } from '@contract';

export type PasswordChange = typeof accountRequests.password.infer;

export const changePassword = (input: PasswordChange) =>
  request(accountAnswers.done, '/user/password', { json: input });

export const signOutEverywhere = () => request(accountAnswers.done, '/auth/logout-all', { method: 'POST' });
