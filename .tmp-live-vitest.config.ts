// Temporary (live-events engineer): vitest.config.ts + one graphql module instance. Delete when vitest.config.ts has the alias.
import { createRequire } from 'node:module';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';
const require = createRequire(import.meta.url);
export default mergeConfig(base, defineConfig({ resolve: { alias: { graphql: require.resolve('graphql') } } }));
