/** GET /admin/chat/search?q=: the newest messages of any conversation that hold the query. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@contract';
import { chatKeys } from './keys';

/** The server's shortest query: fewer letters would match most of every conversation. */
export const MIN_SEARCH_LENGTH = 2;

export const searchMessages = async (query: string, signal?: AbortSignal) =>
  (await request(api.messageSearch, `/admin/chat/search?q=${encodeURIComponent(query)}`, { signal })).data;

export const messageSearchQuery = (query: string) =>
  queryOptions({
    queryKey: chatKeys.messageSearch(query),
    queryFn: ({ signal }) => searchMessages(query, signal),
    enabled: query.length >= MIN_SEARCH_LENGTH,
    staleTime: 30_000,
  });
