/**
 * Private channel names (with the `private-` prefix, as the Pusher protocol sends them) and who may
 * join them. Used by /broadcasting/auth and by every place that publishes.
 */
import type { PusherCredentials } from './core';
import { hmacSha256Hex } from './crypto';
import type { UserRecord } from './types';

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

/** What a Pusher-protocol server expects in `auth` when a socket subscribes to a private channel. */
export async function channelSignature(
  pusher: PusherCredentials,
  socketId: string,
  channelName: string,
): Promise<string> {
  return `${pusher.key}:${await hmacSha256Hex(pusher.secret, `${socketId}:${channelName}`)}`;
}
