import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel, but the machine has 2 cores and every integration
    // file talks to real servers: keep the worker count small and fixed.
    fileParallelism: true,
    maxWorkers: 2,
    // Starts the throwaway PostgreSQL + Redis (scripts/test-servers.sh) when
    // TEST_DATABASE_URL is unset and the binaries exist; see the file.
    globalSetup: ['test/helpers/global-setup.ts'],
  },
});
