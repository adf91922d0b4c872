import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { request } from '@/lib/api';
import { api } from '@contract';
import { m } from '@/i18n';
import { tradingKeys } from './keys';

/** GET /favourites: the ids of the instruments the customer starred. */
export const favouritesQuery = () =>
  queryOptions({
    queryKey: tradingKeys.favourites(),
    queryFn: async ({ signal }) => (await request(api.favourites, '/favourites', { signal })).data.asset_ids,
  });

/** Stars an instrument (PUT) or takes its star away (DELETE); answers the whole list as it now is. */
export async function setFavourite(assetId: number, starred: boolean): Promise<number[]> {
  const answer = await request(api.favourites, `/favourites/${assetId}`, {
    method: starred ? 'PUT' : 'DELETE',
  });
  return answer.data.asset_ids;
}

/**
 * The starred instruments and a toggle. A tap shows at once; the server's answer then stands, and a
 * refusal puts the star back as it was and says so. Taps run one after another (one scope), so the
 * last answer is the last tap's.
 */
export function useFavourites() {
  const queryClient = useQueryClient();
  const query = useQuery(favouritesQuery());
  const key = tradingKeys.favourites();
  const mutation = useMutation({
    scope: { id: 'favourites' },
    mutationFn: ({ assetId, starred }: { assetId: number; starred: boolean }) =>
      setFavourite(assetId, starred),
    onMutate: async ({ assetId, starred }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        starred ? [...ids.filter((id) => id !== assetId), assetId] : ids.filter((id) => id !== assetId),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(m.markets.favouriteFailed, { key: 'favourite-failed' });
    },
    onSuccess: (ids) => queryClient.setQueryData(key, ids),
  });
  const ids = useMemo(() => new Set(query.data ?? []), [query.data]);
  // Stable, so the market rows (memoised) are not all drawn again for it.
  const current = useRef(ids);
  current.current = ids;
  const { mutate } = mutation;
  const toggle = useCallback(
    (assetId: number) => mutate({ assetId, starred: !current.current.has(assetId) }),
    [mutate],
  );
  return { ids, toggle };
}
