/**
 * Signing in with a passkey from the login form: at once from the browser's autofill where it offers
 * passkeys beside saved emails (conditional mediation), or from the 'Sign in with a passkey' button.
 * The button's ceremony replaces the autofill's (the browser library aborts the one waiting).
 *
 * The passkey code (the WebAuthn library, its validators) is loaded once the form is on screen: the
 * login page is every visitor's first, and its form must not wait for it.
 */
import { useEffect, useRef, useState } from 'react';
import type { User } from '@contract';
import { messageOf } from '@/lib/api';
import { m } from '@/i18n';

const passkeys = () => import('../api/passkeys');

/** `onSuccess` signs in; the button stays busy until it settles, and its failure is told like the ceremony's. */
export function usePasskeySignIn(onSuccess: (user: User, token: string) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The latest callback, so the autofill's ceremony, begun once, signs in as the form now would.
  const done = useRef(onSuccess);
  useEffect(() => {
    done.current = onSuccess;
  });

  useEffect(() => {
    let left = false;
    void passkeys().then(
      async (passkey) => {
        if (left || !(await passkey.passkeyAutofillAvailable()) || left) return;
        // A choice the user never makes, or one the button replaced, is no failure to tell.
        passkey
          .signInWithPasskey({ autofill: true })
          .then(({ user, token }) => (left ? undefined : done.current(user, token)))
          .catch((failure: unknown) => {
            if (!left && !(failure instanceof passkey.PasskeyCeremonyError))
              setError(messageOf(failure, m.securityPasskeys.signInFailed));
          });
      },
      () => {
        // The code did not arrive (offline): the button tries again when pressed.
      },
    );
    return () => {
      left = true;
      void passkeys().then(
        (passkey) => passkey.cancelPasskeyCeremony(),
        () => {},
      );
    };
  }, []);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const passkey = await passkeys();
      try {
        const { user, token } = await passkey.signInWithPasskey();
        await done.current(user, token);
      } catch (failure) {
        setError(
          failure instanceof passkey.PasskeyCeremonyError
            ? failure.message
            : messageOf(failure, m.securityPasskeys.signInFailed),
        );
        setBusy(false);
      }
    } catch (failure) {
      setError(messageOf(failure, m.securityPasskeys.signInFailed));
      setBusy(false);
    }
  };

  return { busy, error, start };
}
