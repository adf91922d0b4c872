/** The tenant's website as a link target: only an http(s) URL, never a javascript: URL from settings. */
export function tenantSiteUrl(websiteUrl: string | null | undefined): URL | null {
  if (!websiteUrl) return null;
  let url: URL;
  try {
    url = new URL(websiteUrl);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * Where the logo leads: the tenant's website with `q` set to the stored v_license. Without a
 * website it stays in the app; without a license there is no `q`.
 */
export function logoHref(websiteUrl: string | null | undefined, license: string | null | undefined): string {
  const url = tenantSiteUrl(websiteUrl);
  if (!url) return '/';
  if (license) url.searchParams.set('q', license);
  return url.toString();
}

/**
 * A sentence cut around a phrase in it, so the phrase can become a link while the sentence stays one
 * catalog string ("I agree to the Privacy Policy and I am over 18."). Null when the phrase is not in it.
 */
export function splitAround(sentence: string, phrase: string): [string, string, string] | null {
  const at = phrase ? sentence.indexOf(phrase) : -1;
  if (at < 0) return null;
  return [sentence.slice(0, at), phrase, sentence.slice(at + phrase.length)];
}
