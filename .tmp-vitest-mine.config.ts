import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
const require = createRequire('/work/main/package.json');
export default defineConfig({
  root: '/work/main',
  resolve: { alias: { graphql: require.resolve('graphql') } },
});
