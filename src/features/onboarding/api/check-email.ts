import { request } from '@/lib/api';
import { api } from '@contract';

/** POST /auth/check-email: whether the address is free, and the visitor's likely country. */
export const checkEmail = (email: string) =>
  request(api.checkEmail, '/auth/check-email', { json: { email: email.trim() } });
