/** Headers on every response of the Node host. Dev relaxes CSP only for Vite's inline preamble and HMR socket. */
const policy = (overrides: Record<string, string>) => {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'media-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    ...overrides,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
};

export function securityHeaders(dev: boolean): Record<string, string> {
  const csp = dev
    ? policy({
        'script-src': "'self' 'unsafe-inline'",
        'style-src': "'self' 'unsafe-inline'",
        'connect-src': "'self' ws:",
      })
    : policy({});
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
