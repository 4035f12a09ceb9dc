import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/test/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['shared/**/*.test.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['shared/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'desktop',
          include: ['src-main/**/*.test.ts', 'src-preload/**/*.test.ts'],
          environment: 'node',
          // electron-store imports 'electron' itself: inlined, it sees the tests' vi.mock('electron').
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      serverProject('server-sqlite', { TEST_DB: 'sqlite' }),
      // The same suite again on PostgreSQL when a server is given (CI does).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
