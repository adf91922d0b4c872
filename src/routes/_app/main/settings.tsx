import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/app/pages/settings-page';

export const Route = createFileRoute('/_app/main/settings')({
  component: SettingsPage,
});
