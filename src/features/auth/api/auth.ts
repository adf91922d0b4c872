import { request } from '@/lib/api';
import { api } from '@contract';

export const login = async (email: string, password: string) =>
  (await request(api.auth, '/auth/login', { json: { email: email.trim(), password } })).data;

/** Revokes the token on the server; signing out locally never waits on or fails with it. */
export const logout = () => request(api.ok, '/auth/logout', { method: 'POST', json: {} });
