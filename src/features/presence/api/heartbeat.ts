import { request } from '@/lib/api';
import { api } from '@contract';

/** POST /user/heartbeat: tells the broker the user is here (admins see them online). */
export const sendHeartbeat = () => request(api.ok, '/user/heartbeat', { method: 'POST' });
