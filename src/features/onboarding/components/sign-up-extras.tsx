import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { m } from '@/i18n';
import * as s from './onboarding.css';

const t = m.onboarding.signUp;

function GoogleMark() {
  return (
    <svg className={s.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="#4285f4" strokeWidth="3" strokeDasharray="48 15" />
      <path d="M12 12h9" stroke="#34a853" strokeWidth="3" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg className={s.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 7.5c-1.6-1.1-4.6-1.2-6.1 1.3-1.7 2.8-.7 7.4 1.4 10.2 1 1.3 2 2.2 3.1 1.8.8-.3 2.4-.3 3.2 0 1.1.4 2.1-.5 3.1-1.8 1-1.3 1.6-2.6 1.9-3.7-2.6-1-3-4.9-.5-6.4-1.5-2-4.2-2.4-6.1-1.4Z"
      />
      <path fill="currentColor" d="M12.3 6.6c-.2-2 1.3-3.9 3.3-4.1.2 2-1.3 3.9-3.3 4.1Z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg className={s.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0a66c2" />
      <path
        fill="#fff"
        d="M5 9.5h3V19H5zM6.5 4.8a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4ZM10 9.5h2.9v1.3c.4-.8 1.4-1.5 2.9-1.5 3 0 3.6 2 3.6 4.6V19h-3v-4.5c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19H10Z"
      />
    </svg>
  );
}

const providers = [
  { name: t.google, mark: <GoogleMark /> },
  { name: t.apple, mark: <AppleMark /> },
  { name: t.linkedin, mark: <LinkedInMark /> },
];

/**
 * Social sign-up is shown but not offered yet: the buttons do nothing. A button that silently does
 * nothing reads as broken, so they say so: marked unavailable (still focusable, so a screen reader
 * finds them and hears why) and described by a visible note.
 */
export function SocialSignUp() {
  const noteId = useId();
  return (
    <div className={s.socialBlock}>
      <div role="group" aria-label={t.socialLabel} className={s.social}>
        {providers.map((provider) => (
          <Button
            key={provider.name}
            variant="secondary"
            className={s.socialButton}
            aria-label={t.withProvider(provider.name)}
            aria-disabled="true"
            aria-describedby={noteId}
          >
            {provider.mark}
            {provider.name}
          </Button>
        ))}
      </div>
      <p id={noteId} className={[s.muted, s.centered].join(' ')}>
        {t.socialUnavailable}
      </p>
    </div>
  );
}

export function EmailDivider() {
  return <p className={s.divider}>{t.orEmail}</p>;
}

/** The static rating claim of the sign-up screen. */
export function Rating() {
  return (
    <p className={s.rating}>
      <span className={s.stars} aria-hidden="true">
        ★★★★★
      </span>
      <strong>{t.ratingWord}</strong>
      <span>{t.reviews}</span>
    </p>
  );
}
