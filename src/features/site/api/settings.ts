import { request } from '@/lib/api';
import { api } from '@/lib/contract';

export const fetchSettings = async () => (await request(api.settings, '/settings')).data;
