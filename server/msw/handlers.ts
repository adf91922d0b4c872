/**
 * msw handlers that hand API and test-control requests to the one reference backend, so mocked
 * runs (vitest, the browser developer mode) answer exactly what the Node host answers.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_BASE, DEMO_BASE, buildRuntimeConfig, type Backend } from '../api';

export function backendHandlers(backend: Backend): RequestHandler[] {
  const forward = ({ request }: { request: Request }) => backend.app.fetch(request);
  return [http.all(`*${API_BASE}/*`, forward), http.all(`*${DEMO_BASE}/*`, forward)];
}

/** /config.json for a page whose API is mocked: no socket servers exist, so realtime is off. */
export function configHandler(backend: Backend): RequestHandler {
  const config = buildRuntimeConfig({ pusherKey: backend.pusher.key, priceFeedKey: 'msw', realtime: false });
  return http.get('/config.json', () =>
    HttpResponse.json(config, { headers: { 'Cache-Control': 'no-cache' } }),
  );
}
