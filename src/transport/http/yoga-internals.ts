// The five private fields of a Yoga instance the JSON fast path (graphql-fast-path.ts) reads, and
// the start-up check that they are still there: a graphql-yoga release that renames or drops one
// must stop the app when it is built, not turn every plain JSON request into a 500. package.json
// pins graphql-yoga to one minor range for the same reason.

type Hook = (payload: Record<string, unknown>) => unknown;

/** Yoga's internals the fast path reuses (the same arrays and options its own handler uses). */
export interface YogaInternals {
  onParamsHooks: Hook[];
  onRequestParseHooks: Hook[];
  onExecutionResultHooks: unknown[];
  onResultProcessHooks: Hook[];
  maskedErrorsOpts: { maskError(error: unknown, message: string, isDev?: boolean): Error; errorMessage: string; isDev?: boolean } | null;
}

const isMaskingOptions = (value: unknown): boolean => {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const options = value as Record<string, unknown>;
  return (
    typeof options.maskError === 'function' &&
    typeof options.errorMessage === 'string' &&
    (options.isDev === undefined || typeof options.isDev === 'boolean')
  );
};

/** Each field the fast path reads, with what it must be. */
const EXPECTED: readonly [keyof YogaInternals, string, (value: unknown) => boolean][] = [
  ['onParamsHooks', 'an array of hooks', Array.isArray],
  ['onRequestParseHooks', 'an array of hooks', Array.isArray],
  ['onExecutionResultHooks', 'an array of hooks', Array.isArray],
  ['onResultProcessHooks', 'an array of hooks', Array.isArray],
  ['maskedErrorsOpts', 'null or { maskError: function, errorMessage: string, isDev?: boolean }', isMaskingOptions],
];

/** The fields of `yoga` that are missing or not of the expected type, each with what was expected. */
export function missingYogaInternals(yoga: object): string[] {
  const fields = yoga as Record<string, unknown>;
  return EXPECTED.filter(([name, , holds]) => !(name in fields) || !holds(fields[name])).map(([name, expected]) => `${name} (expected ${expected})`);
}

/** Throws, naming every field it lacks, unless `yoga` has the internals the fast path reads. */
export function yogaInternalsOf(yoga: object): YogaInternals {
  const missing = missingYogaInternals(yoga);
  if (missing.length > 0) {
    throw new Error(
      `The JSON fast path (src/transport/http/graphql-fast-path.ts) reads Yoga internals this graphql-yoga does not have: ${missing.join('; ')}. ` +
        'Install the graphql-yoga version package.json pins, or update the fast path to the new internals.',
    );
  }
  return yoga as unknown as YogaInternals;
}
