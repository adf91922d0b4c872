import { describe, expect, it } from 'vitest';
import type { Settings } from '@contract';
import { startScreen } from './start-screen';

const settings: Settings = { status: 'active', name: 'Tenant', must_verify_account: false };
const base = { isLoading: false, initialized: true, error: null, settings };

describe('startScreen', () => {
  it('shows the loading screen while the first fetch runs', () => {
    expect(startScreen({ ...base, isLoading: true, initialized: false, settings: null })).toBe('loading');
  });

  it('keeps showing remembered settings while they refresh', () => {
    expect(startScreen({ ...base, isLoading: true })).toBe('ready');
  });

  it('shows unreachable on a fetch error, even with remembered settings', () => {
    expect(startScreen({ ...base, error: 'Failed' })).toBe('unreachable');
  });

  it('shows maintenance when the tenant is disabled', () => {
    expect(startScreen({ ...base, settings: { ...settings, status: 'disabled' } })).toBe('disabled');
  });

  it('shows unreachable when a finished fetch left no settings', () => {
    expect(startScreen({ ...base, settings: null })).toBe('unreachable');
  });
});
