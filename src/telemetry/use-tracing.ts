// One span per GraphQL operation (`graphql.query Name`, `graphql.mutation Name`,
// `graphql.subscription Name`), a child of the caller's trace when it sends one: the W3C
// `traceparent` header on HTTP, or `traceparent` in graphql-ws `connectionParams` (a WebSocket
// carries no headers per operation). The execution runs inside the span, so its database
// statements and bus publishes are its children. A subscription's span covers its setup; each
// delivery is a span of its own, linked to the publish that produced the event (traced-stream.ts).
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { type DocumentNode, type ExecutionArgs, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Tracing } from './tracing.js';

interface TraceCarrierContext {
  request?: { headers?: { get(name: string): string | null } };
  connectionParams?: Record<string, unknown> | null;
}

/** The caller's W3C trace headers: from the HTTP request, or the WebSocket's connectionParams. */
function carrierOf(contextValue: unknown): Record<string, string | undefined> {
  const ctx = contextValue as TraceCarrierContext;
  const params = ctx.connectionParams;
  if (params && typeof params === 'object') {
    const traceparent = typeof params.traceparent === 'string' ? params.traceparent : undefined;
    const tracestate = typeof params.tracestate === 'string' ? params.tracestate : undefined;
    if (traceparent) return { traceparent, tracestate };
  }
  const headers = ctx.request?.headers;
  return { traceparent: headers?.get('traceparent') ?? undefined, tracestate: headers?.get('tracestate') ?? undefined };
}

function describe(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  const type = operation?.operation ?? 'query';
  const name = operation?.name?.value ?? operationName ?? undefined;
  return { type, name, spanName: `graphql.${type}${name ? ` ${name}` : ''}` };
}

export function useTracing(tracing: Tracing): Plugin {
  const traced = <R>(run: (args: ExecutionArgs) => R) => {
    return async (args: ExecutionArgs): Promise<Awaited<R>> => {
      const { type, name, spanName } = describe(args.document, args.operationName);
      const parent = tracing.extract(carrierOf(args.contextValue));
      const span = tracing.tracer.startSpan(
        spanName,
        { kind: SpanKind.SERVER, attributes: { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) } },
        parent,
      );
      try {
        const result = await context.with(trace.setSpan(parent, span), async () => await run(args));
        const errors = (result as { errors?: readonly { message: string }[] } | undefined)?.errors;
        if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]!.message });
        return result;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    };
  };
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(traced(executeFn) as typeof executeFn);
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(traced(subscribeFn) as typeof subscribeFn);
    },
  };
}
