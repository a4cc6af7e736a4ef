// Builds the dashboard into dashboard/dist, which the service serves at /dashboard
// (src/transport/http/dashboard.ts). Preact's JSX is compiled by Vite's own transformer (oxc) with the
// automatic runtime, so no framework plugin is needed. `npm run dashboard:dev` serves it with
// hot reload and forwards /graphql (HTTP and WebSocket) to a service on :4000.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/dashboard/',
  publicDir: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The client package from its sources, so the dashboard never bundles a stale dist/.
  resolve: { alias: { '@agent-conversations/client': fileURLToPath(new URL('../packages/client/src/index.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // One small app: a single chunk keeps the first paint to two requests (HTML, JS, CSS).
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      '/attachments': { target: 'http://127.0.0.1:4000' },
    },
  },
});
