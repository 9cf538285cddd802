import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        // Property tests play whole games: give them room on a busy two-core machine.
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          testTimeout: 30_000,
          setupFiles: ['test/support/allCombatSystems.ts'],
        },
      },
      {
        extends: true,
        // Browser tests share one built app and one Chromium; run them one file at a time.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          setupFiles: ['test/support/allCombatSystems.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
