/**
 * Signing in with a passkey from the login form: at once from the browser's autofill where it offers
 * passkeys beside saved emails (conditional mediation), or from the 'Sign in with a passkey' button.
 * The button's ceremony replaces the autofill's (the browser library aborts the one waiting).
 */
import { useEffect, useRef, useState } from 'react';
import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { User } from '@contract';
import { messageOf } from '@/lib/api';
import { m } from '@/i18n';
import { PasskeyCeremonyError, signInWithPasskey } from '../api/passkeys';

export function usePasskeySignIn(onSuccess: (user: User, token: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The latest callback, so the autofill's ceremony, begun once, signs in as the form now would.
  const done = useRef(onSuccess);
  useEffect(() => {
    done.current = onSuccess;
  });

  useEffect(() => {
    let left = false;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || left) return;
      // A choice the user never makes, or one the button replaced, is no failure to tell.
      signInWithPasskey({ autofill: true }).then(
        ({ user, token }) => {
          if (!left) done.current(user, token);
        },
        (failure: unknown) => {
          if (!left && !(failure instanceof PasskeyCeremonyError))
            setError(messageOf(failure, m.securityPasskeys.signInFailed));
        },
      );
    });
    return () => {
      left = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { user, token } = await signInWithPasskey();
      done.current(user, token);
    } catch (failure) {
      setError(
        failure instanceof PasskeyCeremonyError
          ? failure.message
          : messageOf(failure, m.securityPasskeys.signInFailed),
      );
      setBusy(false);
    }
  };

  return { busy, error, start };
}
