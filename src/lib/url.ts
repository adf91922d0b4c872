/** An http(s) URL or a path on this site: all a tenant's link or image may point at. */
export function isWebUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The value when it is a web URL, else null: a javascript:, data: or vbscript: URL is dropped. */
export function webUrlOrNull(value: string | null | undefined): string | null {
  return value && isWebUrl(value) ? value : null;
}
