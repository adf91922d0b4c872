/**
 * System notifications: what the browser allows, and the request for permission, made only from
 * this button (a user's own action), never at load.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { m } from '@/i18n';
import * as s from './notification-permission.css';

type Permission = keyof typeof m.check.permission;

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** With `askOnly`, just the button, while the browser has not been asked (the support desk's header). */
export function NotificationPermission({ askOnly = false }: { askOnly?: boolean }) {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  if (askOnly)
    return permission === 'default' ? (
      <Button size="sm" variant="secondary" onClick={() => void ask()}>
        {m.check.allow}
      </Button>
    ) : null;
  return (
    <span className={s.inline}>
      <span role="status">{m.check.permission[permission]}</span>
      {permission === 'default' && (
        <Button size="sm" variant="secondary" onClick={() => void ask()}>
          {m.check.allow}
        </Button>
      )}
    </span>
  );
}
