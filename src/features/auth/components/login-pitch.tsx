import { m } from '@/i18n';
import * as s from './login-pitch.css';

/** The tenant's name and what the app does for a customer, in the panel beside the login. */
export function LoginPitch({ siteName }: { siteName: string }) {
  return (
    <>
      <p className={s.name}>{siteName}</p>
      <p className={s.tagline}>{m.auth.asideTagline}</p>
      <ul className={s.points}>
        {m.auth.asidePoints.map((point) => (
          <li key={point} className={s.point}>
            {point}
          </li>
        ))}
      </ul>
    </>
  );
}
