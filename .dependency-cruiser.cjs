// The layer rules of ../shared/ARCHITECTURE.md, checked by `npm run deps:check` (.ci/run step 5):
// imports go down the layers only — transport → schema → services → store / domain — domain is
// pure (it imports nothing of ours but domain), and no module imports itself back through a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes two modules one; move what both need into a third (often domain/).',
      from: {},
      // Type-only imports vanish at run time; a cycle through them alone is no cycle of modules.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ is pure logic: it imports only other domain modules (and libraries).',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'store-below-services',
      severity: 'error',
      comment: 'store/ is the SQL layer: it may use domain/ and db/, never the services or the schema above it.',
      from: { path: '^src/store/' },
      to: { path: '^src/(services|schema)/' },
    },
    {
      name: 'services-below-schema',
      severity: 'error',
      comment: 'services/ own the operations; the GraphQL schema calls them, never the reverse.',
      from: { path: '^src/services/' },
      to: { path: '^src/schema/' },
    },
    {
      name: 'transport-on-top',
      severity: 'error',
      comment:
        'transport/ (the servers, Yoga and its plugins) is the top layer: only app.ts and main.ts import it. ' +
        'The request context type (transport/context.ts) is the exception: the transport builds it, resolvers read it.',
      from: { path: '^src/', pathNot: ['^src/transport/', '^src/app\\.ts$', '^src/main\\.ts$'] },
      to: { path: '^src/transport/', pathNot: '^src/transport/context\\.ts$' },
    },
    {
      name: 'request-context-is-a-type',
      severity: 'error',
      comment: 'Below the transport, the request context is imported as a type only (`import type`): no run-time edge goes up.',
      from: { path: '^src/', pathNot: ['^src/transport/', '^src/app\\.ts$', '^src/main\\.ts$'] },
      to: { path: '^src/transport/context\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'request-context-is-a-leaf',
      severity: 'error',
      comment: 'transport/context.ts names what resolvers see; it imports only the layers below the schema.',
      from: { path: '^src/transport/context\\.ts$' },
      to: { path: '^src/(transport|schema)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
