/**
 * A request a web page could have made on the developer's behalf: from another site (the browser
 * says so in Sec-Fetch-Site), or under a Host name that is not loopback (DNS rebinding). Test
 * controls refuse both, whatever the socket's address.
 */
export function isCrossSiteOrRebound(headers: { get(name: string): string | null | undefined }): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const host = (headers.get('host') ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** Test controls answer only callers on this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}
