import { request } from '@/lib/api';
import { api } from '@contract';

export const fetchCurrentUser = async () => (await request(api.user, '/user')).data;
