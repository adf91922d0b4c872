import { Button } from '@/components/ui/button';
import { m } from '@/i18n';

/** The next page of a paged list, while there is one. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {m.payments.history.loadMore}
    </Button>
  );
}
