import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '@/app/pages/main-layout';

export const Route = createFileRoute('/_app/main')({
  component: MainLayout,
});
