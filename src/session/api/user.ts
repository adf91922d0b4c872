import { request } from '@/lib/api';
import { api } from '@contract';

export const fetchCurrentUser = async () => (await request(api.user, '/user')).data;

/**
 * An auto-login link's token, already stored as the session's, exchanged for a session of this device
 * (POST /auth/auto-login): the server records the sign-in and the link's token stops working.
 */
export const exchangeAutoLoginToken = async () =>
  (await request(api.auth, '/auth/auto-login', { method: 'POST' })).data;
