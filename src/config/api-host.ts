import type { RuntimeConfig } from './runtime-config';

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ruleMatches(rule: RuntimeConfig['api']['rules'][number], hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (rule.hosts?.some((h) => h.toLowerCase() === host || (h === '*' && ipv4.test(host)))) return true;
  if (rule.domain) {
    const domain = rule.domain.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
  return false;
}

/**
 * Chooses the API base for the page's location: the first matching rule's origin, else the page's own
 * origin where the config's fallback allows it, else nothing. The API path is appended either way.
 */
export function resolveApiBase(
  api: RuntimeConfig['api'],
  location: { hostname: string; origin: string },
): string | null {
  const rule = api.rules.find((r) => ruleMatches(r, location.hostname));
  const origin = rule?.baseUrl ?? (api.fallback === 'origin' ? location.origin : null);
  if (!origin) return null;
  return origin.replace(/\/+$/, '') + api.path;
}
