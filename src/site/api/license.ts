import { request } from '@/lib/api';
import { api } from '@contract';

export const checkLicense = (code: string) =>
  request(api.license, '/get/s', { headers: { 'X-License': code } });
