import type { ReactNode } from 'react';
import { useArrivalFocus } from '@/components/ui/arrival-focus';
import { m } from '@/i18n';
import { logoHref } from '../model/links';
import { RiskBanner } from './risk-banner';
import * as s from './onboarding.css';

export interface OnboardingBrand {
  siteName: string;
  logoUrl?: string | null | undefined;
  websiteUrl?: string | null | undefined;
  /** The stored v_license, sent to the website as `q`. */
  license?: string | null | undefined;
}

interface OnboardingLayoutProps extends OnboardingBrand {
  /** Links at the end of the header (log in), composed by the page. */
  headerEnd?: ReactNode;
  /** A panel beside the card on a desktop (the login's pitch); phones show the card alone. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public screen: risk warning, logo, language, then one centred card, with an
 * optional panel beside it on a desktop.
 */
export function OnboardingLayout({
  siteName,
  logoUrl,
  websiteUrl,
  license,
  headerEnd,
  aside,
  children,
}: OnboardingLayoutProps) {
  const main = (
    <main id="content" className={s.main}>
      <div className={s.card}>{children}</div>
    </main>
  );
  return (
    <div className={s.page}>
      <RiskBanner />
      <header className={s.header}>
        <BrandLogo siteName={siteName} logoUrl={logoUrl} websiteUrl={websiteUrl} license={license} />
        <div className={s.headerEnd}>
          <LanguageButton />
          {headerEnd}
        </div>
      </header>
      {aside ? (
        // The card comes first in reading order; the panel has nothing to focus and is drawn beside it.
        <div className={s.mainWithAside}>
          {main}
          <aside className={s.aside}>{aside}</aside>
        </div>
      ) : (
        main
      )}
    </div>
  );
}

/** The tenant's logo (or its name when it has none), linking to its website with the stored license. */
function BrandLogo({ siteName, logoUrl, websiteUrl, license }: OnboardingBrand) {
  return (
    <a className={s.brand} href={logoHref(websiteUrl, license)} title={siteName}>
      {logoUrl ? <img className={s.logo} src={logoUrl} alt={m.publicFrame.home(siteName)} /> : siteName}
    </a>
  );
}

/** English is the only language today, so the button only tells which one is in use. */
export function LanguageButton() {
  const code = m.common.languageEn;
  return (
    <button type="button" className={s.language} aria-label={m.publicFrame.language(code)}>
      {code}
    </button>
  );
}

/**
 * The screen's heading. It takes focus when it appears or changes, so a screen reader announces
 * each new step of the flow the way it would a new page.
 */
export function ScreenTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const heading = useArrivalFocus(title);
  return (
    <div className={s.titleBlock}>
      <h1 ref={heading} tabIndex={-1} className={s.title}>
        {title}
      </h1>
      {subtitle && <p className={s.subtitle}>{subtitle}</p>}
    </div>
  );
}

/** On phones, the second way back to log in: the plain login form (`/?type=basic`). */
export function MobileLoginPrompt({ link }: { link: ReactNode }) {
  return (
    <p className={[s.muted, s.centered, s.mobileOnly, s.loginPrompt].join(' ')}>
      {m.publicFrame.haveAccount} {link}
    </p>
  );
}
