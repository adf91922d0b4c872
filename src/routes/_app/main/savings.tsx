import { createFileRoute } from '@tanstack/react-router';
import { SavingsPage } from '@/app/pages/savings-page';

export const Route = createFileRoute('/_app/main/savings')({
  component: SavingsPage,
});
