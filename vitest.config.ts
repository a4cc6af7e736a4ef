import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for the
    // service's dependencies (graphql-yoga); Vite would prefer the ESM one for our sources,
    // and two copies break `instanceof GraphQLError` (errors get masked). Use one copy.
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // The client package from its sources (tsconfig.json maps the same name for tsc and tsx).
      { find: /^@agent-conversations\/client$/, replacement: fileURLToPath(new URL('./packages/client/src/index.ts', import.meta.url)) },
      {
        find: /^@agent-conversations\/client\/ai-sdk$/,
        replacement: fileURLToPath(new URL('./packages/client/src/ai-sdk/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `expect.poll` waits for things real servers do asynchronously (a delivery, a sweep, a
    // restart): 10 s before it fails, checking every 20 ms. `vi.waitFor` takes the same options
    // per call (its defaults, 1 s and 50 ms, are too short for a child process to start).
    expect: { poll: { timeout: 10_000, interval: 20 } },
    // Files run in parallel. Integration files spend much of their time waiting on real
    // servers (Postgres, Redis, child processes, browsers), so on a 2-core machine four workers
    // keep the cores busiest (2026-12-08, fresh clone, CI=true: 336 s with three, 290 s with
    // four, 306 s with six, whose own CPU grows with each worker); keep the count fixed.
    fileParallelism: true,
    maxWorkers: 4,
    // Test files share their worker's modules: the service's code is imported and PGlite's
    // migrated template database made once per worker, not once per file. No file changes
    // global state (env, mocks, timers) without restoring it.
    isolate: false,
    // Starts the throwaway PostgreSQL + Redis (scripts/test-servers.sh) when
    // TEST_DATABASE_URL is unset and the binaries exist; see the file.
    globalSetup: ['test/helpers/global-setup.ts'],
  },
});
