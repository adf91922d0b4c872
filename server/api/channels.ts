/**
 * Private channel names (with the `private-` prefix, as the Pusher protocol sends them) and who may
 * join them. Used by /broadcasting/auth and by every place that publishes.
 */
import { hmacSha256Hex } from './crypto';
import type { UserRecord } from './types';

/** The app key and secret the signatures below are made with. */
export interface PusherCredentials {
  key: string;
  secret: string;
}

export const channels = {
  chat: (customerId: number) => `private-chat.customer.${customerId}`,
  /** Every customer's messages, for the admins (their system notifications while the app is hidden). */
  chatAdmins: () => 'private-chat.admins',
  notification: (userId: number) => `private-notification.${userId}`,
  user: (userId: number) => `private-user.${userId}`,
  trade: (userId: number) => `private-trade.${userId}`,
} as const;

const OWN_CHANNEL = /^private-(notification|user|trade|chat\.customer)\.(\d+)$/;

export function canJoin(user: UserRecord, channelName: string): boolean {
  if (channelName === channels.chatAdmins()) return user.role === 'admin';
  const match = OWN_CHANNEL.exec(channelName);
  if (!match) return false;
  const [, kind, id] = match;
  if (user.role === 'admin' && kind === 'chat.customer') return true;
  return Number(id) === user.id;
}

/**
 * The Pusher user id a session signs in as: the user's id and the session's id (not its token), so
 * ending one session terminates that session's connections and not the user's other devices'.
 */
export function realtimeUser(userId: number, sessionId: string): string {
  return `${userId}.${sessionId}`;
}

/** The grant of a user sign-in on the bus: Pusher channel names cannot contain `:`, so no channel is named so. */
export const USER_SIGNIN = ':signin';

/** What a Pusher-protocol server expects in `auth` when a socket subscribes to a private channel. */
export async function channelSignature(
  pusher: PusherCredentials,
  socketId: string,
  channelName: string,
): Promise<string> {
  return `${pusher.key}:${await hmacSha256Hex(pusher.secret, `${socketId}:${channelName}`)}`;
}

/**
 * What a Pusher-protocol server expects in `auth` of `pusher:signin`: Pusher's user authentication
 * signs `<socket_id>::user::<user_data>` with the app secret, the key in front.
 */
export async function userSignature(
  pusher: PusherCredentials,
  socketId: string,
  userData: string,
): Promise<string> {
  return `${pusher.key}:${await hmacSha256Hex(pusher.secret, `${socketId}::user::${userData}`)}`;
}
