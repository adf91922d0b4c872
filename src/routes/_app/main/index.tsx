import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/main/')({
  beforeLoad: () => {
    throw redirect({ to: '/main/dashboard', replace: true });
  },
});
