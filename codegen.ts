// GraphQL Code Generator: typed documents, generated from the committed schema.graphql —
// for the tests (test/gql/) and for the client package (src/client/gql/).
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
    'src/client/gql/': { ...output, documents: ['src/client/**/*.ts', '!src/client/gql/**'] },
  },
};

export default config;
