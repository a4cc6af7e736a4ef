// Document limits for both transports (graphql-armor): depth, aliases, tokens and directives, and
// the introspection switch. The cost limit is plugins/use-cost-limit.ts; the bracket nesting and
// variables checks run earlier, on the raw parameters (plugins/use-request-guards.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.js';
import type { CatalogueCode } from '../../domain/errors.js';

/** Every document limit rejects with this code, on HTTP and WebSocket alike. */
export const QUERY_LIMIT_CODE = 'QUERY_TOO_COMPLEX' satisfies CatalogueCode;

/** The limits this plugin enforces (REQUEST_* settings); read once, when Yoga is built. */
export type DocumentLimitsOptions = Pick<RequestLimits, 'maxDepth' | 'maxAliases' | 'maxTokens' | 'maxDirectives' | 'introspection'>;

const tagLimit = (_ctx: unknown, error: GraphQLError) => {
  (error.extensions as Record<string, unknown>).code = QUERY_LIMIT_CODE;
};

/** Tags the rejection and reports it through the validation context (see useDocumentLimits). */
const reportLimit = (ctx: unknown, error: GraphQLError) => {
  tagLimit(ctx, error);
  (ctx as { reportError?: (e: GraphQLError) => void } | null)?.reportError?.(error);
};

export function useDocumentLimits(limits: DocumentLimitsOptions): Plugin {
  // The token limit runs in the parser: its rejection is thrown as a parse error.
  const parseRule = { onReject: [tagLimit], propagateOnRejection: true, exposeLimits: true };
  // The others run as validation rules: their rejections are reported as validation errors
  // rather than thrown. A throw escapes validate() — graphql-ws's onSubscribe then treats it as
  // an internal error and closes the whole socket (4500) instead of answering the operation.
  const validationRule = { onReject: [reportLimit], propagateOnRejection: false, exposeLimits: true };
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          maxDepth: { n: limits.maxDepth, ...validationRule },
          maxAliases: { n: limits.maxAliases, ...validationRule },
          maxTokens: { n: limits.maxTokens, ...parseRule },
          maxDirectives: { n: limits.maxDirectives, ...validationRule },
          // The cost limit counts list sizes (first/last, page sizes): plugins/use-cost-limit.ts.
          costLimit: { enabled: false },
          // Suggestions stay: GraphiQL exploration is a core use.
          blockFieldSuggestion: { enabled: false },
        }) as Plugin,
      );
      if (!limits.introspection) addPlugin(useDisableIntrospection() as Plugin);
    },
  };
}
