import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and does not scroll: the router's scroll restoration would log "Not
// implemented" on every navigation. Scrolling is tested in the browser (tests/e2e).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
