import { type } from 'arktype';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';
import { checkLicense } from '../api/license';
import { isValidLicenseAnswer, planLicense } from './license';

export interface LicenseState {
  licenseCode: string | null;
  isValid: boolean;
  /** 'checking' until a decision is made for this page load. */
  phase: 'checking' | 'done';
}

const persisted = type({ licenseCode: 'string | null', isValid: 'boolean' });

/** Whether this page asks for a license at all (the `check-valid-code` meta flag, spec.md section 4). */
export function licenseCheckEnabled(): boolean {
  return document.querySelector('meta[name="check-valid-code"]')?.getAttribute('content') === 'true';
}

export const licenseStore = createPersistedStore<LicenseState, typeof persisted.infer>(
  { licenseCode: null, isValid: false, phase: 'checking' },
  {
    key: storageKeys.license,
    schema: persisted,
    pick: ({ licenseCode, isValid }) => ({ licenseCode, isValid }),
  },
);

/** Runs the license gate once per page load. Failures clear the license and are only logged. */
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
  try {
    const valid = isValidLicenseAnswer(await checkLicense(plan.code));
    if (valid) localStorage.setItem(storageKeys.vLicense, plan.code);
    licenseStore.set({ licenseCode: valid ? plan.code : null, isValid: valid, phase: 'done' });
  } catch (error) {
    console.error('[license] check failed', error);
    licenseStore.set({ licenseCode: null, isValid: false, phase: 'done' });
  }
}
