import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The deposit section opens on a card deposit, the way most customers pay, offered by every tenant;
 * the wire transfer and the tenant's cryptos are the tabs beside it.
 */
export const Route = createFileRoute('/_app/main/deposit/')({
  beforeLoad: () => {
    throw redirect({ to: '/main/deposit/card', replace: true });
  },
});
