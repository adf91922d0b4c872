/**
 * Where the logo leads (spec.md section 2): the tenant's website with `q` set to the stored
 * v_license. Without a website it stays in the app; without a license there is no `q`.
 */
export function logoHref(websiteUrl: string | null | undefined, license: string | null | undefined): string {
  if (!websiteUrl) return '/';
  let url: URL;
  try {
    url = new URL(websiteUrl);
  } catch {
    return '/';
  }
  // Only web links: a settings value must never become a javascript: URL in an href.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '/';
  if (license) url.searchParams.set('q', license);
  return url.toString();
}
