import { request } from '@/lib/api';
import { api } from '@contract';

/**
 * Revokes the token on the server; signing out locally never waits on or fails with it. A module of
 * its own: the session machine, which every start loads, needs this call and not the login's.
 */
export const logout = () => request(api.ok, '/auth/logout', { method: 'POST', json: {} });
