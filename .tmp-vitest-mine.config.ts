import { createRequire } from 'node:module';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';
const require = createRequire(import.meta.url);
export default mergeConfig(base, defineConfig({ resolve: { alias: { graphql: require.resolve('graphql') } } }));
