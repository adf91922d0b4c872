import { createFileRoute } from '@tanstack/react-router';
import { DepositLayout } from '@/app/pages/deposit-layout';

/** Deposit layout: the ways to pay as tabs, above the card, wire, crypto and history pages. */
export const Route = createFileRoute('/_app/main/deposit')({
  component: DepositLayout,
});
