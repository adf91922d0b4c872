import { useQuery } from '@tanstack/react-query';
import { QueryPending } from '@/components/ui/query-view';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SlowNotice } from '@/components/ui/slow-notice';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { m } from '@/i18n';
import { onboardingProgressQuery } from '../api/onboarding-progress';
import type { OnboardingProgress } from '../model/stages';
import * as s from './onboarding.css';

/**
 * Loads `GET /onboarding` and renders its children with the progress, or the loading and error states:
 * after a failed try, while it still tries, that it is taking longer than usual; after the last, the
 * failure with a retry, busy while it asks again.
 */
export function ProgressGate({ children }: { children: (progress: OnboardingProgress) => ReactNode }) {
  const query = useQuery(onboardingProgressQuery());
  if (query.isPending) {
    if (query.fetchStatus === 'paused')
      return <QueryPending query={query} loading={m.onboarding.stages.loading} />;
    return (
      <>
        <p className={[s.muted, s.centered].join(' ')}>
          <Spinner label={m.onboarding.stages.loading} />
        </p>
        <SlowNotice query={query} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <Alert variant="destructive" description={messageOf(query.error, m.onboarding.stages.loadFailed)}>
          <Button variant="secondary" size="sm" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.onboarding.stages.retry}
          </Button>
        </Alert>
        <SlowNotice query={query} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
