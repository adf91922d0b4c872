import { createFileRoute, redirect } from '@tanstack/react-router';

export const DEFAULT_CRYPTO = 'btc';

export const Route = createFileRoute('/_app/main/deposit/')({
  beforeLoad: () => {
    throw redirect({ to: '/main/deposit/$crypto', params: { crypto: DEFAULT_CRYPTO }, replace: true });
  },
});
