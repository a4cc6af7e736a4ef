// One Envelop plugin for both transports (HTTP/SSE and graphql-ws run the same pipeline):
// a log line and metrics per operation, and tracking of open subscription streams.
import { getOperationAST, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { SubscriptionRegistry } from '../events/subscription-registry.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from '../schema/request-context.js';
import type { Metrics } from './metrics.js';
import { isAsyncIterable } from './async-iterable.js';

interface TelemetryOptions {
  logger: Logger;
  metrics: Metrics;
  subscriptions: SubscriptionRegistry;
}

function describe(document: DocumentNode, operationName?: string | null) {
  const op = getOperationAST(document, operationName ?? undefined);
  return { operation: op?.name?.value ?? operationName ?? 'anonymous', type: op?.operation ?? 'unknown' };
}

function outcomeOf(errors: readonly (Error | GraphQLError)[] | undefined): string {
  if (!errors || errors.length === 0) return 'ok';
  const code = (errors[0] as GraphQLError | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : 'error';
}

export function useOperationTelemetry({ logger, metrics, subscriptions }: TelemetryOptions): Plugin<GraphQLContext> {
  const record = (ctx: GraphQLContext | undefined, op: { operation: string; type: string }, started: number, errors?: readonly (Error | GraphQLError)[]) => {
    const seconds = (performance.now() - started) / 1000;
    const outcome = outcomeOf(errors);
    metrics.operations.inc({ ...op, outcome });
    metrics.duration.observe(op, seconds);
    logger.info(
      { requestId: ctx?.requestId, transport: ctx?.transport, operation: op.operation, type: op.type, durationMs: Math.round(seconds * 1e4) / 10, outcome },
      'graphql operation',
    );
  };

  return {
    onValidate({ params, context }) {
      const started = performance.now();
      return ({ result }) => {
        if (result.length > 0) {
          record(context as GraphQLContext, describe(params.documentAST, (context as { params?: { operationName?: string } }).params?.operationName), started, result);
        }
      };
    },
    onExecute({ args }) {
      const started = performance.now();
      const op = describe(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result)) record(args.contextValue, op, started, result.errors);
        },
      };
    },
    onSubscribe({ args }) {
      const started = performance.now();
      const op = describe(args.document, args.operationName);
      const ctx = args.contextValue;
      const transport = ctx.transport === 'ws' ? 'ws' : 'sse';
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) {
            record(ctx, op, started, result.errors);
            return;
          }
          record(ctx, op, started);
          setResult(
            subscriptions.track(result, {
              onOpen: () => metrics.subscriptions.inc({ transport }),
              onItem: () => metrics.delivered.inc({ transport }),
              onClose: () => metrics.subscriptions.dec({ transport }),
            }) as typeof result,
          );
        },
        onSubscribeError({ error }) {
          record(ctx, op, started, [error as GraphQLError]);
        },
      };
    },
  };
}
