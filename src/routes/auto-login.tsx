import { useEffect, useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { button } from '@/components/ui/button.css';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { clearUser, fetchCurrentUser, homeFor, sessionStore } from '@/session/model/session-store';
import { optionalSearch } from '@/lib/search-params';
import { useSession } from '@/app/session-machine';
import { m } from '@/i18n';

/**
 * `/auto-login?token=…`: stores the token, loads the user and goes on to their home page. A link
 * without a token, or with one the server refuses, gets its own screen and a way to log in.
 */
export const Route = createFileRoute('/auto-login')({
  validateSearch: optionalSearch('token'),
  component: AutoLoginPage,
});

function AutoLoginPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const [failed, setFailed] = useState(!token);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    sessionStore.set({ token, user: null });
    fetchCurrentUser()
      .then((user) => {
        if (cancelled) return;
        void session.signIn(user, token).then(() => navigate({ to: homeFor(user), replace: true }));
      })
      .catch(() => {
        if (cancelled) return;
        clearUser();
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [token, navigate, session]);

  if (failed) {
    return (
      <FullScreenState
        key="failed"
        icon={<Icon name="lock" />}
        title={m.auth.autoLoginInvalidTitle}
        actions={
          <Link to="/" className={button({ block: true })}>
            {m.auth.autoLoginToLogin}
          </Link>
        }
      >
        <ScreenText>{m.auth.autoLoginFailed}</ScreenText>
      </FullScreenState>
    );
  }
  return (
    <FullScreenState key="busy" icon={<Spinner decorative />} title={m.auth.autoLoginBusy}>
      <ScreenText>{m.site.loadingMarketData}</ScreenText>
    </FullScreenState>
  );
}
