import { request } from '@/lib/api';
import { api, twoFactorAnswers } from '@contract';

/** The session, or, for an account with two-factor on, the challenge its code step answers. */
export const login = async (email: string, password: string) =>
  (await request(twoFactorAnswers.login, '/auth/login', { json: { email: email.trim(), password } })).data;

/** The second step of a sign-in with two-factor: a code of the app, or a recovery code. */
export const signInWithCode = async (
  challenge: string,
  proof: { code: string } | { recovery_code: string },
) => (await request(api.auth, '/auth/two-factor', { json: { challenge, ...proof } })).data;
