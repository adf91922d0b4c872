import { createFileRoute } from '@tanstack/react-router';
import { ConnectionCheckPage } from '@/app/pages/connection-check-page';

export const Route = createFileRoute('/_app/main/test')({
  component: ConnectionCheckPage,
});
