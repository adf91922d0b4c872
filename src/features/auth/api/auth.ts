import { request } from '@/lib/api';
import { api } from '@contract';

export const login = async (email: string, password: string) =>
  (await request(api.auth, '/auth/login', { json: { email: email.trim(), password } })).data;
