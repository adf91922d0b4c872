import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '@/app/pages/verification-page';

export const Route = createFileRoute('/_app/main/verification')({
  component: VerificationPage,
});
