import type { LinkProps } from '@tanstack/react-router';
import type { IconName } from '@/components/ui/icon';
import type { User } from '@contract';
import { m } from '@/i18n';

export interface Destination {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: IconName;
  /** In the phone's tab bar; the others are behind its "More" tab. */
  primary?: boolean;
}

const customer: readonly Destination[] = [
  { to: '/main/dashboard', label: m.app.nav.dashboard, icon: 'home', primary: true },
  { to: '/trading', label: m.app.nav.trading, icon: 'trading', primary: true },
  { to: '/main/deposit', label: m.app.nav.deposit, icon: 'wallet', primary: true },
  { to: '/main/chat', label: m.app.nav.chat, icon: 'chat', primary: true },
  { to: '/main/accounts', label: m.app.nav.accounts, icon: 'layers' },
  { to: '/main/withdrawal', label: m.app.nav.withdrawal, icon: 'withdraw' },
  { to: '/main/verification', label: m.app.nav.verification, icon: 'shield' },
  { to: '/main/savings', label: m.app.nav.savings, icon: 'percent' },
  { to: '/main/auto-trader', label: m.app.nav.autoTrader, icon: 'trading' },
  { to: '/main/personal', label: m.app.nav.personal, icon: 'user' },
  { to: '/main/settings', label: m.app.nav.settings, icon: 'sliders' },
];

const admin: readonly Destination[] = [
  { to: '/admin/chat', label: m.app.nav.adminChat, icon: 'chats', primary: true },
];

/**
 * Whether the frame shows navigation at all: a sidebar or a tab bar holding one place leads nowhere
 * and takes the space of the screen it is on (an admin has the desk alone).
 */
export const navigates = (destinations: readonly Destination[]) => destinations.length > 1;

/** Where the frame's navigation leads: each role has its own places; an unknown user has none yet. */
export function destinationsFor(user: Pick<User, 'role'> | null): readonly Destination[] {
  if (!user) return [];
  return user.role === 'admin' ? admin : customer;
}
