import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { profileQuery } from '@/features/account/api/profile';
import { PersonalPage } from '@/app/pages/personal-page';

export const Route = createFileRoute('/_app/main/personal')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(profileQuery())),
  component: PersonalPage,
});
