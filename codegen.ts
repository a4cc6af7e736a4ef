// GraphQL Code Generator: typed documents, generated from the committed schema.graphql —
// for the tests (test/gql/), the client package (packages/client/src/gql/) and the dashboard (dashboard/src/gql/).
import type { CodegenConfig } from '@graphql-codegen/cli';

const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { JSON: 'unknown', JSONObject: 'Record<string, unknown>', SafeInt: 'number', Timestamp: 'number' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/gql/': { ...output, documents: ['test/**/*.ts', '!test/gql/**'] },
    'packages/client/src/gql/': { ...output, documents: ['packages/client/src/**/*.ts', '!packages/client/src/gql/**'] },
    'dashboard/src/gql/': { ...output, documents: ['dashboard/src/**/*.{ts,tsx}', '!dashboard/src/gql/**'] },
  },
};

export default config;
