import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './api-host';
import type { RuntimeConfig } from './runtime-config';

const api: RuntimeConfig['api'] = {
  rules: [
    { hosts: ['localhost', '*', 'preview.broker.example'], baseUrl: 'https://staging-api.broker.example' },
    { domain: 'broker.example', baseUrl: 'https://online.broker.example/' },
  ],
  fallback: 'origin',
  path: '/api/v1',
};
const at = (hostname: string) => ({ hostname, origin: `https://${hostname}` });

describe('resolveApiBase', () => {
  it('sends localhost, any IPv4 address and the preview host to staging', () => {
    expect(resolveApiBase(api, at('localhost'))).toBe('https://staging-api.broker.example/api/v1');
    expect(resolveApiBase(api, at('192.168.1.20'))).toBe('https://staging-api.broker.example/api/v1');
    expect(resolveApiBase(api, at('preview.broker.example'))).toBe(
      'https://staging-api.broker.example/api/v1',
    );
  });

  it('sends the product domain and its subdomains to the online subdomain', () => {
    expect(resolveApiBase(api, at('broker.example'))).toBe('https://online.broker.example/api/v1');
    expect(resolveApiBase(api, at('www.broker.example'))).toBe('https://online.broker.example/api/v1');
    expect(resolveApiBase(api, at('WWW.Broker.Example'))).toBe('https://online.broker.example/api/v1');
  });

  it('does not mistake a look-alike domain for a subdomain', () => {
    expect(resolveApiBase(api, at('evilbroker.example'))).toBe('https://evilbroker.example/api/v1');
  });

  it("falls back to the page's own origin", () => {
    expect(resolveApiBase(api, at('tenant.example.org'))).toBe('https://tenant.example.org/api/v1');
  });

  it('chooses nothing when no rule matches and the fallback is none', () => {
    expect(resolveApiBase({ ...api, fallback: 'none' }, at('tenant.example.org'))).toBeNull();
  });
});
