/**
 * The realtime bus: the core publishes `{ channel, event, data }` and whichever host is running
 * (the Pusher-protocol server, a test) forwards it. The core never knows who listens.
 *
 * Beside the events it carries notices about access, which no client ever sees: which session a
 * channel authorisation or a user sign-in was signed for, and which sessions ended. The Pusher host
 * uses them to refuse what an ended session was given and to close its connections.
 *
 * And the channels it carries: the private channel names (with the `private-` prefix, as the Pusher
 * protocol sends them) and who may join them, used by /broadcasting/auth and by every place that
 * publishes, with the signatures that let a socket in.
 */
import type { SessionEndReason } from '@contract/schemas/predicates';
import type { events } from '@contract/schemas';
import { hmacSha256Hex } from './crypto';
import type { UserRecord } from './types';

export type EventName = keyof typeof events;

export type BusMessage = {
  [K in EventName]: { channel: string; event: K; data: (typeof events)[K]['infer'] };
}[EventName];

export type BusListener = (message: BusMessage) => void;

export type AccessNotice =
  /**
   * The API signed `grant` (a private channel's name, or USER_SIGNIN for the sign-in) for the socket,
   * at the request of the session whose Pusher user id is `user`.
   */
  | { kind: 'signed'; socketId: string; grant: string; user: string }
  /**
   * These Pusher user ids (one per session) ended: logout, revocation, a blocked account, a reset;
   * with the reason when they ended elsewhere (rules.ts SESSION_END_REASONS).
   */
  | { kind: 'ended'; users: readonly string[]; reason?: SessionEndReason };

export type AccessListener = (notice: AccessNotice) => void;

export interface Bus {
  publish(message: BusMessage): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: BusListener): () => void;
  announce(notice: AccessNotice): void;
  /** Returns the function that unsubscribes. */
  onAccess(listener: AccessListener): () => void;
}

function fanOut<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          // One broken listener must not keep the message from the others.
          console.error('bus listener failed', error);
        }
      }
    },
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createBus(): Bus {
  const messages = fanOut<BusMessage>();
  const notices = fanOut<AccessNotice>();
  return {
    publish: messages.emit,
    subscribe: messages.add,
    announce: notices.emit,
    onAccess: notices.add,
  };
}

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
