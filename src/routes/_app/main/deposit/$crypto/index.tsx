import { createFileRoute } from '@tanstack/react-router';
import { type } from 'arktype';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/main/deposit/$crypto/')({
  validateSearch: type({ 'walletId?': 'string' }),
  component: function CryptoDeposit() {
    const { crypto } = Route.useParams();
    return <ComingSoonPage title={m.app.pages.depositCrypto(crypto)} />;
  },
});
