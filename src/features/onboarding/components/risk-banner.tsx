import { useEffect, useRef, useState } from 'react';
import { m } from '@/i18n';
import { useStore } from '@/lib/store/store';
import { siteStore } from '@/site/model/site-store';
import * as s from './onboarding.css';

/**
 * The spec's risk warning, with the tenant's share of retail accounts that lose money where it sets
 * one. Phones may put it away to save space and bring it back; wide screens
 * always show it (the styles hide the controls there), so it is never gone for good.
 */
export function RiskBanner() {
  const [dismissed, setDismissed] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const lossShare = useStore(siteStore, (st) => st.settings?.retail_loss_percent);

  // Focus follows the toggle, so a keyboard user is not dropped at the top of the page.
  useEffect(() => {
    if (!toggled.current) return;
    (dismissed ? showButton : hideButton).current?.focus();
  }, [dismissed]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setDismissed(next);
  };

  return (
    <>
      <section
        className={s.risk}
        aria-label={m.site.riskWarningLabel}
        data-dismissed={dismissed || undefined}
      >
        <p className={s.riskText}>
          {m.site.riskWarning}
          {typeof lossShare === 'number' && ` ${m.site.retailLossShare(lossShare)}`}
        </p>
        <button
          ref={hideButton}
          type="button"
          className={s.riskDismiss}
          aria-label={m.publicFrame.hideRiskWarning}
          onClick={() => toggle(true)}
        >
          ×
        </button>
      </section>
      {dismissed && (
        <button ref={showButton} type="button" className={s.riskShow} onClick={() => toggle(false)}>
          {m.publicFrame.showRiskWarning}
        </button>
      )}
    </>
  );
}
