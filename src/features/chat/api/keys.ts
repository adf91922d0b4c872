import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the chat feature: every key is built here, each under `chatKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  /** One conversation, named by its customer (a customer's own id, or the one an admin chose). */
  conversation: (customerId: number) => [...chatKeys.conversations(), customerId] as const,
  unreadCount: () => [...chatKeys.all, 'unread-count'] as const,
  adminUsers: () => [...chatKeys.all, 'admin-users'] as const,
  admins: () => [...chatKeys.all, 'admins'] as const,
  messageSearch: (query: string) => [...chatKeys.all, 'message-search', query] as const,
  cannedReplies: () => [...chatKeys.all, 'canned-replies'] as const,
  customerDetails: (customerId: number) => [...chatKeys.all, 'customer', customerId] as const,
  customerSessions: (customerId: number) => [...chatKeys.all, 'customer-sessions', customerId] as const,
};

/** How often the chat asks the server again while the realtime connection is not live (and the device is online). */
export const CHAT_POLL_INTERVAL_MS = 5_000;

/** Changes a cached list in place of asking the server again; a list not loaded yet stays so. */
export const changeCachedList = <T>(queryClient: QueryClient, key: QueryKey, change: (list: T[]) => T[]) =>
  queryClient.setQueryData<T[]>(key, (list) => list && change(list));
