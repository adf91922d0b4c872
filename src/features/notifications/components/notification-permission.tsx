/**
 * System notifications: what the browser allows (the connection check shows it, for support), and the
 * support desk's request for it. A customer's browser is asked only from Settings' 'Turn on
 * notifications on this device' (features/push), never from here.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { m } from '@/i18n';

type Permission = keyof typeof m.check.permission;

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** What the browser allows, as text: nothing to press. */
export function NotificationPermission() {
  return <span role="status">{m.check.permission[currentPermission()]}</span>;
}

/**
 * The support desk's header: the button, while the browser has not been asked. Admins have no
 * Settings' notifications card, and the desk shows a customer's new message as a system notification
 * while it is hidden.
 */
export function AskNotificationPermission() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  return permission === 'default' ? (
    <Button size="sm" variant="secondary" onClick={() => void ask()}>
      {m.check.allow}
    </Button>
  ) : null;
}
