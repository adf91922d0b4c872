import { useState } from 'react';
import type { OnboardingBrand } from '@/features/onboarding/components/onboarding-layout';
import { siteStore } from '@/features/site/model/site-store';
import { storageKeys } from '@/lib/storage-keys';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';

/** The tenant's name, logo and website, and the stored v_license, for the onboarding screens' header. */
export function useOnboardingBrand(): OnboardingBrand {
  const settings = useStore(siteStore, (s) => s.settings);
  const [license] = useState(() => localStorage.getItem(storageKeys.vLicense));
  return {
    siteName: settings?.name || m.common.defaultBrand,
    logoUrl: settings?.logo,
    websiteUrl: settings?.website_url,
    license,
  };
}
