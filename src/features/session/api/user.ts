import { request } from '@/lib/api';
import { api } from '@/lib/contract';

export const fetchCurrentUser = async () => (await request(api.user, '/user')).data;
