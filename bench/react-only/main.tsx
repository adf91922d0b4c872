/**
 * The Lighthouse bench's reference page: React and nothing else, built with the app's Vite config,
 * so the app's scores can be read against what React alone costs on the same machine.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>React only</h1>
      <p>Loading market data...</p>
    </main>
  </StrictMode>,
);
