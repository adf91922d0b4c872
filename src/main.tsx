import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/theme.css';
import { loadConfig } from '@/config/load-config';
import { App } from '@/app/app';
import { startApp } from '@/app/bootstrap';
import { ConfigError } from '@/app/config-error';
import { router } from '@/app/router';
import { registerServiceWorker } from '@/app/service-worker';

async function main() {
  if (__MSW__) {
    const { startMockBackend } = await import('../server/msw/browser');
    await startMockBackend();
  }
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    startApp(config, () => void router.navigate({ to: '/', replace: true }));
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[config]', error);
    root.render(<ConfigError />);
  }
  registerServiceWorker();
}

void main();
