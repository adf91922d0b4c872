import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { sessionStore } from '@/features/session/model/session-store';
import { siteStore } from '@/features/site/model/site-store';
import { useStore } from '@/lib/store/persisted-store';
import { m } from '@/i18n';
import { useSignOut } from '../session-effects';
import * as s from './main-layout.css';

const links = [
  { to: '/main/dashboard', label: m.app.nav.dashboard, primary: true },
  { to: '/trading', label: m.app.nav.trading, primary: true },
  { to: '/main/deposit', label: m.app.nav.deposit, primary: true },
  { to: '/main/chat', label: m.app.nav.chat, primary: true },
  { to: '/main/accounts', label: m.app.nav.accounts },
  { to: '/main/withdrawal', label: m.app.nav.withdrawal },
  { to: '/main/verification', label: m.app.nav.verification },
  { to: '/main/savings', label: m.app.nav.savings },
  { to: '/main/personal', label: m.app.nav.personal },
  { to: '/main/settings', label: m.app.nav.settings },
] as const;

/** The phone's "More" tab: the destinations that do not fit the tab bar. */
function MoreMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={s.moreButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {m.app.nav.more}
      </button>
      {open && (
        <ul id={panelId} className={s.morePanel}>
          {links
            .filter((link) => !('primary' in link))
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={s.morePanelLink}>
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}

/** The signed-in customer's frame: brand and account on top, navigation at the bottom on phones. */
export function MainLayout() {
  const settings = useStore(siteStore, (st) => st.settings);
  const user = useStore(sessionStore, (st) => st.user);
  const logout = useSignOut();
  const siteName = settings?.name || m.common.defaultBrand;
  return (
    <div className={s.shell}>
      <a href="#content" className="sr-only">
        {m.common.skipToContent}
      </a>
      <header className={s.header}>
        <Link to="/main/dashboard" className={s.brand} title={siteName}>
          {settings?.logo ? (
            <img src={settings.logo} alt={siteName} className={s.logo} />
          ) : (
            <span className={s.brandName}>{siteName}</span>
          )}
        </Link>
        <div className={s.userBox}>
          {user && (
            <span className={s.userName}>
              {user.first_name} {user.last_name} · {user.account_id}
            </span>
          )}
          <Button variant="secondary" size="sm" onClick={logout}>
            {m.common.logout}
          </Button>
        </div>
      </header>
      <nav className={s.nav} aria-label={m.app.nav.label}>
        <ul className={s.navList}>
          {links.map((link) => (
            <li key={link.to} className={'primary' in link ? undefined : s.secondaryItem}>
              <Link to={link.to} className={s.navLink}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className={s.moreItem}>
            <MoreMenu />
          </li>
        </ul>
      </nav>
      <main id="content" className={s.content}>
        <Outlet />
      </main>
    </div>
  );
}
