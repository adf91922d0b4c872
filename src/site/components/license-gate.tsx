import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import * as layout from '@/components/ui/full-screen-state.css';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { licenseCheckEnabled, licenseStore, verifyLicense } from '../model/license-store';
import { LicenseCheckFailed } from './site-states';

/**
 * 'Validating license...' while the check runs; a blank page when the license is invalid; a retry
 * when the check could not get an answer.
 */
export function LicenseGate({ code, children }: { code?: string | undefined; children: ReactNode }) {
  const { phase, isValid } = useStore(licenseStore, (s) => s);
  useEffect(() => {
    void verifyLicense(code);
    // The gate decides once per page load, from the code the visitor arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Where the page asks for no license there is nothing to wait for, not even one frame.
  if (!licenseCheckEnabled()) return <>{children}</>;
  if (phase === 'checking') {
    return (
      <main className={layout.screen}>
        <div className={layout.card}>
          <Spinner decorative />
          <p role="status">{m.site.validatingLicense}</p>
        </div>
      </main>
    );
  }
  if (phase === 'failed') return <LicenseCheckFailed onRetry={() => verifyLicense(code)} />;
  return isValid ? <>{children}</> : null;
}
