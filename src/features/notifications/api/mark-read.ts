import { request } from '@/lib/api';
import { api } from '@contract';

/** POST /notifications/{id}/read: answers the notification as the server now holds it (read). */
export const markNotificationRead = async (id: string) =>
  (
    await request(api.notificationRead, `/notifications/${encodeURIComponent(id)}/read`, {
      method: 'POST',
    })
  ).data;
