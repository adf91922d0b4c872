import { request } from '@/lib/api';
import { api } from '@/lib/contract';

export const checkLicense = (code: string) =>
  request(api.license, '/get/s', { headers: { 'X-License': code } });
