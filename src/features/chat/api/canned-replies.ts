/**
 * The desk's saved replies: GET /admin/canned-replies, and adding (POST), changing (PATCH) and
 * removing (DELETE) one; each change puts the server's answer into the cached list at once.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type CannedReply } from '@contract';
import { changeCachedList, chatKeys } from './keys';

export const fetchCannedReplies = async (signal?: AbortSignal) =>
  (await request(api.cannedReplies, '/admin/canned-replies', { signal })).data;

export const cannedRepliesQuery = () =>
  queryOptions({ queryKey: chatKeys.cannedReplies(), queryFn: ({ signal }) => fetchCannedReplies(signal) });

export interface CannedReplyInput {
  title: string;
  text: string;
}

const update = (queryClient: QueryClient, change: (replies: CannedReply[]) => CannedReply[]) =>
  changeCachedList(queryClient, chatKeys.cannedReplies(), change);

export async function saveCannedReply(
  queryClient: QueryClient,
  input: CannedReplyInput,
  id?: number,
): Promise<CannedReply> {
  const { data } = await request(
    api.cannedReply,
    id === undefined ? '/admin/canned-replies' : `/admin/canned-replies/${id}`,
    { method: id === undefined ? 'POST' : 'PATCH', json: input },
  );
  update(queryClient, (replies) =>
    id === undefined ? [...replies, data] : replies.map((reply) => (reply.id === id ? data : reply)),
  );
  return data;
}

export async function deleteCannedReply(queryClient: QueryClient, id: number): Promise<void> {
  await request(api.cannedReply, `/admin/canned-replies/${id}`, { method: 'DELETE' });
  update(queryClient, (replies) => replies.filter((reply) => reply.id !== id));
}
