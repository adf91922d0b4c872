import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import type { PaymentOptions } from '@/lib/contract';
import { m } from '@/i18n';

/** Pages that need the payment options: loading, a failure with a retry, then the page with them. */
export function WithPaymentOptions({ children }: { children: (options: PaymentOptions) => ReactNode }) {
  const query = useQuery(paymentOptionsQuery());
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Alert variant="destructive" description={m.payments.optionsFailed}>
        <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {m.common.retry}
        </Button>
      </Alert>
    );
  }
  return <Muted>{m.payments.loadingOptions}</Muted>;
}
