/**
 * The private channels the app listens on, without the `private-` prefix (Echo adds it), and the
 * events each one carries. Features name channels only through these, so a typo is a type error.
 */
import type { events } from '@contract';

export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = (typeof events)[E]['infer'];

export const channels = {
  notification: (userId: number) => `notification.${userId}` as const,
  user: (userId: number) => `user.${userId}` as const,
  trade: (userId: number) => `trade.${userId}` as const,
  chatCustomer: (customerId: number) => `chat.customer.${customerId}` as const,
  /** Every customer's messages, admins only. */
  chatAdmins: () => 'chat.admins' as const,
};

export type ChannelName = ReturnType<(typeof channels)[keyof typeof channels]>;
