/**
 * Imported alone by the entry (src/main.tsx), so that the router's and the query cache's libraries
 * evaluate in a task of their own, before our code. They share one file (vite.config.ts), and importing
 * any of its modules evaluates all of it; this module names one thing the app uses anyway, so that the
 * import keeps no export alive that the build would otherwise drop.
 */
export { QueryClient } from '@tanstack/react-query';
