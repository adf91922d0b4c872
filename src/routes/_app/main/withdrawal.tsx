import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '@/app/pages/payment-pages';

export const Route = createFileRoute('/_app/main/withdrawal')({
  component: WithdrawalPage,
});
