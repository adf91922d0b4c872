import { request } from '@/lib/api';
import { api } from '@contract';

/** POST /auth/forgot-password: the server answers alike for every address. */
export const requestPasswordReset = (email: string) =>
  request(api.forgotPassword, '/auth/forgot-password', { json: { email: email.trim() } });
