import { request } from '@/lib/api';
import { api, type requests } from '@contract';

export type RegisterBody = typeof requests.register.infer;

/** POST /auth/register: creates the account and answers a session for it. */
export const register = async (body: RegisterBody) =>
  (await request(api.auth, '/auth/register', { json: body })).data;
