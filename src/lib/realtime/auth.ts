/**
 * The two calls that let the session's Pusher connection receive its private events, through the API
 * client like every call: the same bearer token, 15 s time-out, 401 handling (a revoked token signs
 * the user out) and answer validation.
 */
import { request } from '@/lib/api';
import { api } from '@contract';

/** POST /broadcasting/user-auth: Pusher's user authentication, sent as `pusher:signin`. */
export function authenticateUser(socketId: string) {
  return request(api.userAuth, '/broadcasting/user-auth', { method: 'POST', json: { socket_id: socketId } });
}

/** POST /broadcasting/auth: the signature of one private channel for the socket. */
export function authorizeChannel(socketId: string, channelName: string) {
  return request(api.broadcastingAuth, '/broadcasting/auth', {
    method: 'POST',
    json: { socket_id: socketId, channel_name: channelName },
  });
}
