import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { fsAllow } from './vite.config.ts';
import { contractValidators } from './build/contract-validators.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), contractValidators()],
  define: { __BUILD_ID__: JSON.stringify('test'), __MSW__: 'false' },
  resolve: { alias },
  server: { fs: { allow: fsAllow() } },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'bench/**/*.test.ts',
            'build/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/integration/**/*.test.tsx'],
          setupFiles: ['tests/support/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
