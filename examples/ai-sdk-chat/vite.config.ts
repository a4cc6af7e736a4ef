// Builds the example into examples/ai-sdk-chat/dist (or the outDir a caller passes), served at
// /chat/ next to the service's /graphql (the e2e test serves it from the service's origin).
// React's JSX goes through Vite's own transformer (oxc, automatic runtime): no plugin needed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const client = (path: string) => fileURLToPath(new URL(`../../packages/client/src/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/chat/',
  publicDir: false,
  logLevel: 'error',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The client package from its sources (a published app imports the same two names from npm).
  resolve: {
    alias: [
      { find: /^@agent-conversations\/client\/ai-sdk$/, replacement: client('ai-sdk/index.ts') },
      { find: /^@agent-conversations\/client$/, replacement: client('index.ts') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1000 },
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true } } },
});
