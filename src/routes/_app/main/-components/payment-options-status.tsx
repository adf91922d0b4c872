import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import type { PaymentOptions } from '@contract';
import { m } from '@/i18n';

/** Pages that need the payment options: loading, a failure with a retry, then the page with them. */
export function WithPaymentOptions({ children }: { children: (options: PaymentOptions) => ReactNode }) {
  return (
    <QueryView
      query={useQuery(paymentOptionsQuery())}
      loading={m.payments.loadingOptions}
      failed={m.payments.optionsFailed}
    >
      {children}
    </QueryView>
  );
}
