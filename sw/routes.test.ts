import { describe, expect, it } from 'vitest';
import {
  isAppNavigation,
  isFlag,
  isRuntimeConfig,
  isTenantManifest,
  notificationTarget,
  pageBuild,
  pushNotice,
} from './routes';

const at = (path: string) => new URL(path, 'https://tenant.example');

describe('service worker routing', () => {
  it('serves the app shell for app routes, including unknown ones (the router shows not-found)', () => {
    for (const path of ['/', '/login', '/main/dashboard', '/main/deposit/btc/w1', '/no-such-page']) {
      expect(isAppNavigation(at(path))).toBe(true);
    }
  });

  it('leaves server paths to the network', () => {
    for (const path of [
      '/api/v1/settings',
      '/__demo/reset',
      '/socket.io/?EIO=4',
      '/app/demo-key',
      '/config.json',
    ]) {
      expect(isAppNavigation(at(path))).toBe(false);
    }
  });

  it('recognises only our own runtime config', () => {
    expect(isRuntimeConfig(at('/config.json'), 'https://tenant.example')).toBe(true);
    expect(isRuntimeConfig(new URL('https://other.example/config.json'), 'https://tenant.example')).toBe(
      false,
    );
  });

  it("recognises the tenant's manifest, fetched fresh rather than precached", () => {
    expect(isTenantManifest(at('/manifest.webmanifest'), 'https://tenant.example')).toBe(true);
    expect(isTenantManifest(at('/manifest.webmanifest.br'), 'https://tenant.example')).toBe(false);
    expect(
      isTenantManifest(new URL('https://other.example/manifest.webmanifest'), 'https://tenant.example'),
    ).toBe(false);
  });

  it('recognises our own country flags, which are cached as they are shown', () => {
    expect(isFlag(at('/assets/flags/gb-B1x2y3.svg'), 'https://tenant.example')).toBe(true);
    expect(isFlag(at('/assets/logo-B1x2y3.svg'), 'https://tenant.example')).toBe(false);
    expect(isFlag(new URL('https://other.example/assets/flags/gb.svg'), 'https://tenant.example')).toBe(
      false,
    );
  });

  it('opens the app path a notification carries, and the start page for anything else', () => {
    const origin = 'https://tenant.example';
    expect(notificationTarget({ path: '/main/chat' }, origin)).toBe('/main/chat');
    expect(notificationTarget({ path: '/trading?asset=2' }, origin)).toBe('/trading?asset=2');
    for (const data of [
      undefined,
      null,
      {},
      { path: 42 },
      { path: 'https://evil.example/' },
      { path: '//evil.example/x' },
      { path: 'javascript:alert(1)' },
      { path: '/api/v1/user' },
      { path: '/\\evil.example' },
    ])
      expect(notificationTarget(data, origin), JSON.stringify(data)).toBe('/');
  });

  it("tells a page's build by its hashed entry script, whatever tenant name is written into it", () => {
    const page = (name: string, entry = '/assets/index-Ab12.js') =>
      `<title>${name}</title><script type="module" crossorigin src="${entry}"></script><p>${name}</p>`;
    expect(pageBuild(page('Northwind'))).toBe('/assets/index-Ab12.js');
    expect(pageBuild(page('Harbour'))).toBe(pageBuild(page('Northwind')));
    expect(pageBuild(page('Harbour', '/assets/index-Cd34.js'))).not.toBe(pageBuild(page('Northwind')));
    expect(pageBuild('<title>Not the app</title>')).toBeNull();
  });
});

describe('what a push shows', () => {
  const origin = 'https://tenant.example';
  const fallback = { title: 'New notification', body: 'Open the app to see it.' };
  const payload = {
    title: 'Margin call',
    body: 'Your margin level is 97%.',
    kind: 'margin',
    url: '/trading',
    badge: 3,
  };

  it('shows the title and text, one per kind, opening the path it names, with the unread count', () => {
    expect(pushNotice(payload, origin, fallback)).toEqual({
      title: 'Margin call',
      body: 'Your margin level is 97%.',
      tag: 'push-margin',
      path: '/trading',
      badge: 3,
    });
    expect(pushNotice({ ...payload, kind: 'support' }, origin, fallback).tag).toBe('push-support');
  });

  it('opens only a path of the app: another origin, a server path or a script URL opens the start', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example',
      '/api/v1/user',
      'javascript:alert(1)',
      7,
    ]) {
      expect(pushNotice({ ...payload, url }, origin, fallback).path).toBe('/');
    }
  });

  it('still shows something for a push it cannot read, with no badge', () => {
    for (const data of [null, 'text', [], {}, { ...payload, title: '  ' }, { ...payload, kind: 'other' }]) {
      expect(pushNotice(data, origin, fallback)).toEqual({
        ...fallback,
        tag: 'push',
        path: '/',
        badge: null,
      });
    }
    for (const badge of [-1, 1.5, '3', undefined]) {
      expect(pushNotice({ ...payload, badge }, origin, fallback).badge).toBeNull();
    }
  });
});
