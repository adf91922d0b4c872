import { memo, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { InstallBanner } from '@/features/install/components/install-banner';
import { homeFor, sessionStore } from '@/session/model/session-store';
import { siteStore } from '@/site/model/site-store';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { useSignOut } from '@/app/session-machine';
import { ConnectionIndicator, PricesUnavailable } from './connection-status';
import { destinationsFor, navigates, type Destination } from './destinations';
import * as s from './app-frame.css';
import { ChatBannerSlot } from '@/features/chat/components/chat-banner-slot';
import { NotificationsSlot } from '@/features/notifications/components/notifications-slot';
import { HeaderAccount } from './header-account';

const isAt = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function Destination({ to, label, icon, className }: Destination & { className: string }) {
  return (
    <Link to={to} className={className}>
      <Icon name={icon} size={22} />
      <span className={s.navLabel}>{label}</span>
    </Link>
  );
}

/** The phone's "More" tab: the destinations that do not fit the tab bar. */
function MoreMenu({ items }: { items: readonly Destination[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  // Lit like a tab while one of its pages is open, so the tab bar always says where the user is.
  const current = items.some((item) => isAt(pathname, item.to));
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
        aria-current={current ? 'true' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="menu" size={22} />
        <span className={s.navLabel}>{m.app.nav.more}</span>
      </button>
      {open && (
        <ul id={panelId} className={s.morePanel}>
          {items.map((item) => (
            <li key={item.to}>
              <Destination {...item} className={s.morePanelLink} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The user's destinations: a sidebar on desktops, a tab bar on phones. Each role's list is one constant,
 * so a refreshed user (every balance change) re-renders the header, not these links.
 */
const Navigation = memo(function Navigation({ destinations }: { destinations: readonly Destination[] }) {
  if (destinations.length === 0) return null;
  const secondary = destinations.filter((d) => !d.primary);
  return (
    <nav className={s.nav} aria-label={m.app.nav.label}>
      <ul className={s.navList}>
        {destinations.map((d) => (
          <li key={d.to} className={d.primary ? undefined : s.secondaryItem}>
            <Destination {...d} className={s.navLink} />
          </li>
        ))}
        {secondary.length > 0 && (
          <li className={s.moreItem}>
            <MoreMenu items={secondary} />
          </li>
        )}
      </ul>
    </nav>
  );
});

/**
 * The frame of every signed-in screen: brand, the user, the connection and Logout on top, and under them
 * a customer's chosen account (header-account.tsx); the user's destinations in a
 * sidebar on desktops and a tab bar on phones; the page in the one `<main>`. A customer and an admin
 * see the same frame with their own destinations; with only one place to go there is no navigation,
 * and the page has the whole width.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const settings = useStore(siteStore, (st) => st.settings);
  const user = useStore(sessionStore, (st) => st.user);
  const logout = useSignOut();
  const customer = user !== null && user.role !== 'admin';
  const siteName = settings?.name || m.common.defaultBrand;
  const destinations = destinationsFor(user);
  const withNav = navigates(destinations);
  return (
    <div className={withNav ? s.shell : s.shellWithoutNav}>
      <a href="#content" className="skip-link">
        {m.common.skipToContent}
      </a>
      <header className={s.header}>
        <div className={s.headerRow}>
          <Link to={user ? homeFor(user) : '/'} className={s.brand} title={siteName}>
            {settings?.logo ? (
              <img src={settings.logo} alt={siteName} className={s.logo} />
            ) : (
              <span className={s.brandName}>{siteName}</span>
            )}
          </Link>
          {user && (
            <span className={s.userName}>
              {user.first_name} {user.last_name}
            </span>
          )}
          {user && <ConnectionIndicator withPrices={user.role !== 'admin'} />}
          <Button variant="secondary" size="sm" className={s.logout} onClick={logout}>
            {m.common.logout}
          </Button>
        </div>
        {customer && <HeaderAccount />}
      </header>
      {withNav && <Navigation destinations={destinations} />}
      <main id="content" className={withNav ? s.content : s.contentWithoutNav}>
        {/* One line each above every page, the most urgent first (the banners' own order). */}
        <div className={s.banners}>
          {customer && <PricesUnavailable />}
          <NotificationsSlot /* the first unread notification */ />
          {user && <ChatBannerSlot />}
        </div>
        {children}
        <InstallBanner />
      </main>
    </div>
  );
}
