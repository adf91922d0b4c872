import { createFileRoute } from '@tanstack/react-router';
import { CardDepositPage } from '@/app/pages/payment-pages';

export const Route = createFileRoute('/_app/main/deposit/card')({
  component: CardDepositPage,
});
