import { http, HttpResponse } from 'msw';
import { setupTestBackend } from '@tests/support/backend';
import { fetchSettings } from './settings';

const api = setupTestBackend({ client: { token: () => null } });

it('drops tenant links and images that are not web URLs, keeping the rest of the settings', async () => {
  const response = await api.backend.app.request('/api/v1/settings');
  const answer = (await response.json()) as { data: Record<string, unknown> };
  api.server.use(
    http.get('*/api/v1/settings', () =>
      HttpResponse.json({
        success: true,
        data: {
          ...answer.data,
          website_url: 'javascript:alert(1)',
          logo: 'data:image/svg+xml,<svg onload=alert(1)>',
          favicon: '/icons/favicon.svg',
        },
      }),
    ),
  );
  const settings = await fetchSettings();
  expect(settings).toMatchObject({ website_url: null, logo: null, favicon: '/icons/favicon.svg' });
  expect(settings.name).toBe(answer.data.name);
});
