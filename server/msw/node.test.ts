/** msw in vitest answers plain fetch calls with the reference backend, to any origin. */
import { api } from '@contract/schemas';
import { apiClient, expectShape } from '../testing/api-client';
import { createTestBackend } from './node';

const mocked = createTestBackend();
const client = apiClient((request) => fetch(request), 'https://broker.example');

beforeAll(() => mocked.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mocked.reset());
afterAll(() => mocked.close());

it('answers the API through fetch', async () => {
  const settings = await client.call('GET', '/settings');
  expect(expectShape(api.settings, settings.body).data.name).toBe('Northwind Markets');
  const token = await client.login('demo@example.com');
  const trades = await client.call('GET', '/open/trades', { token });
  expect(expectShape(api.trades, trades.body).data).toHaveLength(6);
  expect(
    new URL(expectShape(api.trades, (await client.call('GET', '/closed/trades', { token })).body).links.next!)
      .origin,
  ).toBe('https://broker.example');
});

it('forwards the test controls and resets between tests', async () => {
  await client.control('PATCH', '/settings', { status: 'disabled' });
  expect(expectShape(api.settings, (await client.call('GET', '/settings')).body).data.status).toBe(
    'disabled',
  );
  mocked.reset();
  expect(expectShape(api.settings, (await client.call('GET', '/settings')).body).data.status).toBe('active');
});

it('carries multipart uploads through', async () => {
  const token = await client.login('demo@example.com');
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
  const answer = await client.call('POST', '/chat/upload', { token, form });
  expect(expectShape(api.chatUpload, answer.body).data.url).toMatch(
    /^https:\/\/broker\.example\/api\/v1\/files\//,
  );
});
