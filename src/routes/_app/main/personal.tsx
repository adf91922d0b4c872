import { createFileRoute } from '@tanstack/react-router';
import { PersonalPage } from '@/app/pages/personal-page';

export const Route = createFileRoute('/_app/main/personal')({
  component: PersonalPage,
});
