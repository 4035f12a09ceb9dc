import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
  include = ['server/test/**/*.test.ts'],
  globalSetup: string[] = [],
) => ({
  test: {
    name,
    include,
    environment: 'node',
    env,
    // A migrated database built once per run, copied by each test file (support/template-database.ts).
    globalSetup: ['server/test/support/template-database.ts', ...globalSetup],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database: the server's modules are loaded once per
    // worker rather than once per file (loading them was most of a file's time).
    isolate: false,
  },
});

/** The suites about stored files, run again on the S3 driver against a local S3 server the project starts (s3rver). */
const STORAGE_SUITES = [
  'server/test/candidatures.test.ts',
  'server/test/courses.test.ts',
  'server/test/instructors.test.ts',
  'server/test/upload-inspection.test.ts',
  'server/test/storage-drivers.test.ts',
  'server/test/resilience/uploads.test.ts',
  'server/test/durability.test.ts',
];

export default defineConfig({
  test: {
    // LOG_EACH_TEST (set by .ci/run): each test is printed as it ends, so that a log cut short still says where the run stood.
    reporters: process.env.LOG_EACH_TEST ? ['verbose'] : ['default'],
    // A test file per core (Vitest's default leaves one core free: on a two-core machine, one file at a time).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['shared/**/*.test.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
          // happy-dom: a lighter DOM than jsdom, it starts in half the time (a file that needs jsdom says so).
          environment: 'happy-dom',
          // Each file gets a fresh worker: a thread starts faster than a process (25 s less a run here).
          pool: 'threads',
          setupFiles: ['shared/test-setup.ts'],
          // A file's first test also loads its screen's modules: on two busy cores that alone can pass 5 s.
          testTimeout: 15_000,
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
      // The storage suites again on the S3 driver: they need nothing but npm packages.
      serverProject(
        'server-s3',
        { TEST_DB: 'sqlite', TEST_STORAGE: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        STORAGE_SUITES,
        ['server/test/support/s3.ts'],
      ),
    ],
  },
});
