// GraphQL Code Generator: typed documents for the tests, generated from the committed schema.graphql.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/**/*.ts', '!test/gql/**'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown', JSONObject: 'Record<string, unknown>', SafeInt: 'number', Timestamp: 'number' },
      },
    },
  },
};

export default config;
