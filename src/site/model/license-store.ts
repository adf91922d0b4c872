import { stored } from '@contract';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';
import { checkLicense } from '../api/license';
import { isValidLicenseAnswer, licenseFailure, planLicense } from './license';

export interface LicenseState {
  licenseCode: string | null;
  isValid: boolean;
  /** 'checking' until a decision is made for this page load; 'failed' when the check got no usable answer. */
  phase: 'checking' | 'done' | 'failed';
}

/** Whether this page asks for a license at all (the `check-valid-code` meta flag). */
export function licenseCheckEnabled(): boolean {
  return document.querySelector('meta[name="check-valid-code"]')?.getAttribute('content') === 'true';
}

export const licenseStore = createPersistedStore<LicenseState, typeof stored.license.infer>(
  { licenseCode: null, isValid: false, phase: 'checking' },
  {
    key: storageKeys.license,
    schema: stored.license,
    pick: ({ licenseCode, isValid }) => ({ licenseCode, isValid }),
  },
);

/**
 * Runs the license gate once per page load, and again when the visitor asks after a failure. Failures
 * clear the license and are logged; one without a usable answer can be retried.
 */
export async function verifyLicense(queryCode: string | null | undefined): Promise<void> {
  const plan = planLicense({
    checkEnabled: licenseCheckEnabled(),
    queryCode,
    storedCode: localStorage.getItem(storageKeys.vLicense),
  });
  if (plan.kind === 'disabled') {
    licenseStore.set({ licenseCode: null, isValid: true, phase: 'done' });
    return;
  }
  if (plan.kind === 'clear') {
    licenseStore.set({ licenseCode: null, isValid: false, phase: 'done' });
    return;
  }
  licenseStore.set({ phase: 'checking' });
  try {
    const valid = isValidLicenseAnswer(await checkLicense(plan.code));
    if (valid) localStorage.setItem(storageKeys.vLicense, plan.code);
    licenseStore.set({ licenseCode: valid ? plan.code : null, isValid: valid, phase: 'done' });
  } catch (error) {
    console.error('[license] check failed', error);
    const phase = licenseFailure(error) === 'retry' ? 'failed' : 'done';
    licenseStore.set({ licenseCode: null, isValid: false, phase });
  }
}
