import { createFileRoute } from '@tanstack/react-router';
import { WireDepositPage } from '@/app/pages/payment-pages';

export const Route = createFileRoute('/_app/main/deposit/wire')({
  component: WireDepositPage,
});
