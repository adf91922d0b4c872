import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { standaloneLink } from '@/components/ui/link.css';
import { LoginForm } from '@/features/auth/components/login-form';
import { LoginPitch } from '@/features/auth/components/login-pitch';
import { OnboardingLayout, ScreenTitle } from '@/features/onboarding/components/onboarding-layout';
import { forgetSessionEnd, sessionEndReason } from '@/session/model/session-end';
import { homeFor } from '@/session/model/session-store';
import type { User } from '@contract';
import { m } from '@/i18n';
import { useSession } from '@/app/session-machine';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';

/**
 * `/` and `/login`, in the frame of the other public screens; on a desktop the tenant's pitch stands
 * beside the card. `type=basic` (sign-up's link on a phone) is the card alone. A session that ended
 * elsewhere (a password change, 'Sign out everywhere', support, an expired session) says why above
 * the form, until it is closed or the user signs in again.
 */
export function LoginPage({ basic }: { basic: boolean }) {
  const navigate = useNavigate();
  const session = useSession();
  const brand = useOnboardingBrand();
  const [ended, setEnded] = useState(sessionEndReason);
  const onSuccess = (user: User, token: string) =>
    session.signIn(user, token).then(() => navigate({ to: homeFor(user) }));
  return (
    <OnboardingLayout
      {...brand}
      headerEnd={<Link to="/signup">{m.auth.signUp}</Link>}
      aside={basic ? undefined : <LoginPitch siteName={brand.siteName} />}
    >
      <ScreenTitle title={m.auth.loginTitle} subtitle={m.auth.loginSubtitle} />
      {ended && (
        <Alert
          variant="warning"
          title={m.auth.sessionEnded.title}
          description={m.auth.sessionEnded[ended]}
          onClose={() => {
            forgetSessionEnd();
            setEnded(null);
          }}
        />
      )}
      <LoginForm onSuccess={onSuccess} />
      <p>
        <Link to="/forgot-password" className={standaloneLink}>
          {m.auth.forgotLink}
        </Link>
      </p>
    </OnboardingLayout>
  );
}
