import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/main/deposit/$crypto/$walletId')({
  component: function CryptoWalletDeposit() {
    const { crypto } = Route.useParams();
    return <ComingSoonPage title={m.app.pages.depositCrypto(crypto)} />;
  },
});
