import { Link, useNavigate } from '@tanstack/react-router';
import { useArrivalFocus } from '@/components/ui/arrival-focus';
import * as layout from '@/components/ui/full-screen-state.css';
import * as s from '@/features/auth/components/auth-card.css';
import { LoginForm } from '@/features/auth/components/login-form';
import { useQueryClient } from '@tanstack/react-query';
import { homeFor } from '@/features/session/model/session-store';
import { startSession } from '../session-lifecycle';
import { BrandLogo } from '@/features/onboarding/components/onboarding-layout';
import type { User } from '@/lib/contract';
import { m } from '@/i18n';
import { useOnboardingBrand } from '../components/onboarding-brand';

/** `/` and `/login`; `type=basic` drops the brand panel for a plain form. */
export function LoginPage({ basic }: { basic: boolean }) {
  const navigate = useNavigate();
  const heading = useArrivalFocus();
  const queryClient = useQueryClient();
  const brand = useOnboardingBrand();
  const onSuccess = (user: User, token: string) => {
    void startSession(queryClient, user, token).then(() => navigate({ to: homeFor(user) }));
  };
  return (
    <div className={basic ? s.page : `${s.page} ${s.withAside}`}>
      {!basic && (
        <aside className={s.aside}>
          <div>
            <p className={s.asideTitle}>{brand.siteName}</p>
            <p className={s.asideTagline}>{m.auth.asideTagline}</p>
            <ul className={s.asidePoints}>
              {m.auth.asidePoints.map((point) => (
                <li key={point} className={s.asidePoint}>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <p className={s.asideText}>{m.site.riskWarning}</p>
        </aside>
      )}
      <main className={layout.screen}>
        <div className={s.card}>
          <BrandLogo {...brand} className={s.brand} />
          <h1 className={s.title} ref={heading} tabIndex={-1}>
            {m.auth.loginTitle}
          </h1>
          <p className={s.subtitle}>{m.auth.loginSubtitle}</p>
          <LoginForm onSuccess={onSuccess} />
          <div className={s.row}>
            <Link to="/forgot-password">{m.auth.forgotLink}</Link>
            <span>
              {m.auth.noAccount} <Link to="/signup">{m.auth.signUpLink}</Link>
            </span>
          </div>
          <p className={basic ? s.risk : `${s.risk} ${s.riskWithAside}`}>{m.site.riskWarning}</p>
        </div>
      </main>
    </div>
  );
}
