// One Envelop plugin for both transports (HTTP/SSE and graphql-ws run the same pipeline):
// a log line and metrics per operation, and tracking of open subscription streams.
import { getOperationAST, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { SubscriptionRegistry } from '../../events/subscription-registry.js';
import type { Logger } from '../../logger.js';
import type { GraphQLContext } from '../context.js';
import type { Metrics } from '../metrics.js';
import { isAsyncIterable } from '../async-iterable.js';
import { loggableName, type OperationLabels } from '../operation-labels.js';
import { streamScopeOf } from './use-stream-scope.js';

/** What the plugin reports to: the log, the metrics, and the registry of open subscription streams. */
export interface OperationTelemetryOptions {
  logger: Logger;
  metrics: Metrics;
  subscriptions: SubscriptionRegistry;
  /** Bounded metric label values for operation names. */
  labels: OperationLabels;
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

export function useOperationTelemetry({ logger, metrics, subscriptions, labels }: OperationTelemetryOptions): Plugin<GraphQLContext> {
  const log = (ctx: GraphQLContext | undefined, op: { operation: string; type: string }, seconds: number, outcome: string) =>
    logger.info(
      {
        requestId: ctx?.requestId,
        transport: ctx?.transport,
        operation: loggableName(op.operation),
        type: op.type,
        durationMs: Math.round(seconds * 1e4) / 10,
        outcome,
      },
      'graphql operation',
    );
  /** An operation that validated (and, with authentication on, whose caller was authenticated). */
  const record = (
    ctx: GraphQLContext | undefined,
    op: { operation: string; type: string },
    started: number,
    errors?: readonly (Error | GraphQLError)[],
  ) => {
    const seconds = (performance.now() - started) / 1000;
    const outcome = outcomeOf(errors);
    const labelled = { operation: labels.label(op.operation), type: op.type };
    metrics.operations.inc({ ...labelled, outcome });
    metrics.duration.observe(labelled, seconds);
    log(ctx, op, seconds, outcome);
  };

  return {
    onValidate({ params, context }) {
      const started = performance.now();
      return ({ result }) => {
        // Validation runs before authentication: an invalid document is logged, never turned
        // into metric series (its name is whatever an anonymous caller chose).
        if (result.length > 0) {
          const op = describe(params.documentAST, (context as { params?: { operationName?: string } }).params?.operationName);
          log(context as GraphQLContext, op, (performance.now() - started) / 1000, outcomeOf(result));
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
          // Open until the stream ends — or fails: an overflowed stream whose client is not
          // reading is not open any more, even though its error has not been read yet.
          const gauge = new OpenStreamGauge(metrics, transport);
          streamScopeOf(ctx)?.onFailure(() => gauge.onClose());
          setResult(subscriptions.track(result, gauge) as typeof result);
        },
        onSubscribeError({ error }) {
          record(ctx, op, started, [error as GraphQLError]);
        },
      };
    },
  };
}

/**
 * Counts one subscription stream as open from its first read until it ends or fails, and its
 * deliveries. Methods, not closures: an idle subscription holds one small object here.
 */
class OpenStreamGauge {
  private open = false;

  constructor(
    private readonly metrics: Metrics,
    private readonly transport: 'ws' | 'sse',
  ) {}

  onOpen(): void {
    this.open = true;
    this.metrics.subscriptions.inc({ transport: this.transport });
  }

  onItem(): void {
    this.metrics.delivered.inc({ transport: this.transport });
  }

  onClose(): void {
    if (!this.open) return;
    this.open = false;
    this.metrics.subscriptions.dec({ transport: this.transport });
  }
}
