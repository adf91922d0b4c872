import { request } from '@/lib/api';
import { api } from '@contract';
import { webUrlOrNull } from '@/lib/url';

/**
 * The tenant's settings. Its links and images (website, logo, favicon) go into href and src
 * attributes across the app, so anything but a web URL is dropped here, once, as it arrives.
 */
export async function fetchSettings() {
  const settings = (await request(api.settings, '/settings')).data;
  return {
    ...settings,
    website_url: webUrlOrNull(settings.website_url),
    logo: webUrlOrNull(settings.logo),
    favicon: webUrlOrNull(settings.favicon),
  };
}
