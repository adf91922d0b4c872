/**
 * Settings → Security: every signed-in device, each ended with 'Sign out' (the server ends it at once,
 * its realtime connections too; this device's is the app's own sign-out), all but this one with
 * 'Sign out of all other devices'; and the
 * login history. Device names come from the user agent as the server read it; a user agent it could
 * not read is shown as typed, as text.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@contract/rules/format';
import type { SignInEntry, UserSession } from '@contract';
import { m } from '@/i18n';
import {
  dropSessions,
  endSession,
  loginHistoryQuery,
  sessionsQuery,
  signOutOtherDevices,
} from '../api/sessions';
import * as s from './sessions.css';

const t = m.security.sessions;

/** "Chrome on Linux", else the user agent as sent, else 'Unknown device'. */
export const deviceName = (device: Pick<UserSession, 'browser' | 'os' | 'user_agent'>) =>
  m.security.device(device.browser, device.os) ?? (device.user_agent || m.security.unknownDevice);

const when = (iso: string) => formatDateTime(new Date(iso));

/**
 * `signOutHere`: the app's own sign-out (the server ends the token, this device forgets the session
 * and goes to the login page), given by the page: a feature does not reach into the app's session.
 */
export function SessionsCard({ signOutHere }: { signOutHere: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await signOutHere();
    } finally {
      setLeaving(false);
    }
  };
  const query = useQuery(sessionsQuery());
  const end = useMutation({
    mutationFn: (session: UserSession) => endSession(session.id),
    onSuccess: (_, session) => {
      dropSessions(queryClient, (cached) => cached.id === session.id);
      toast.success(t.signedOut(deviceName(session)), { key: 'session-ended' });
    },
    onError: (error) => toast.error(messageOf(error, t.signOutFailed), { key: 'session-ended' }),
  });
  const others = useMutation({
    mutationFn: signOutOtherDevices,
    onSuccess: (answer) => {
      dropSessions(queryClient, (cached) => !cached.current);
      toast.success(t.signedOutOthers(answer.data.ended), { key: 'session-ended' });
    },
    onError: (error) => toast.error(messageOf(error, t.signOutOthersFailed), { key: 'session-ended' }),
  });
  return (
    <section className={s.stack} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={s.title}>
        {t.title}
      </h2>
      <p className={s.muted}>{t.help}</p>
      <QueryView query={query} loading={t.loading} failed={t.failed}>
        {(sessions) => (
          <>
            <ul className={s.list}>
              {sessions.map((session) => (
                <li key={session.id} className={s.item} data-testid="session">
                  <div className={s.device}>
                    <span className={s.name}>
                      {deviceName(session)}
                      {session.current && <span className={s.badge}>{t.thisDevice}</span>}
                    </span>
                    <span className={s.detail}>
                      {t.address} {session.address}
                    </span>
                    <span className={s.detail}>
                      {t.signedIn} {when(session.signed_in_at)} · {t.lastActive}{' '}
                      {when(session.last_active_at)}
                    </span>
                  </div>
                  {session.current ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t.signOutHereLabel}
                      busy={leaving}
                      onClick={() => void leave()}
                    >
                      {t.signOut}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t.signOutLabel(deviceName(session))}
                      busy={end.isPending && end.variables.id === session.id}
                      onClick={() => end.mutate(session)}
                    >
                      {t.signOut}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {sessions.some((session) => !session.current) ? (
              <div>
                <Button variant="secondary" busy={others.isPending} onClick={() => others.mutate()}>
                  {t.signOutOthers}
                </Button>
              </div>
            ) : (
              <p className={s.muted}>{t.noOthers}</p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

const h = m.security.loginHistory;

export function LoginHistoryCard() {
  const query = useQuery(loginHistoryQuery());
  return (
    <section className={s.stack} aria-labelledby="login-history-title">
      <h2 id="login-history-title" className={s.title}>
        {h.title}
      </h2>
      <p className={s.muted}>{h.help}</p>
      <QueryView query={query} loading={h.loading} failed={h.failed}>
        {(entries) =>
          entries.length === 0 ? (
            <p className={s.muted}>{h.empty}</p>
          ) : (
            <ul className={s.list}>
              {entries.map((entry, index) => (
                <SignIn key={`${entry.at}-${index}`} entry={entry} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function SignIn({ entry }: { entry: SignInEntry }) {
  return (
    <li className={s.item} data-testid="sign-in">
      <div className={s.device}>
        <span className={s.name}>{deviceName(entry)}</span>
        <span className={s.detail}>
          {when(entry.at)} · {entry.address} · {m.security.methods[entry.method]}
        </span>
      </div>
      <span className={entry.result === 'failure' ? s.failure : s.detail}>
        {entry.result === 'success' ? h.success : h.failure}
      </span>
    </li>
  );
}
