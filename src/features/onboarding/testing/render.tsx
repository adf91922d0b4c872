/**
 * Test support for the onboarding components (used by *.test.tsx only, never by the app): renders
 * a component with the providers it needs and the toast region, as the app shell would.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { clearToasts as clearToastStore, Toaster } from '@/components/ui/toast';
import { m } from '@/i18n';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

/** The toast region, where the app's messages appear. */
export const toasts = () => within(screen.getByRole('region', { name: m.common.notifications }));

/** Toasts live in a module-level store; closing them keeps one test's messages out of the next. */
export function clearToasts() {
  act(() => clearToastStore());
}

/** A promise the test resolves by hand, to hold a request open while the busy state is checked. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
