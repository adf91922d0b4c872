import { createFileRoute } from '@tanstack/react-router';
import { AutoTraderPage } from '@/app/pages/auto-trader-page';

export const Route = createFileRoute('/_app/main/auto-trader')({
  component: AutoTraderPage,
});
