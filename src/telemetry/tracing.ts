// OpenTelemetry traces (issue 26 §3): one span per GraphQL operation, child spans for its
// database statements and its bus publishes, W3C `traceparent` accepted from callers, and a
// subscriber's delivery linked to the publish that produced it. Off unless an OTLP endpoint
// is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; the
// exporter reads the other standard OTEL_EXPORTER_OTLP_* variables itself) or a test hands an
// exporter in. Off, nothing of it runs: no plugin, no wrapper, no context manager — so no
// AsyncLocalStorage either, which on Node 22 slows every promise of the process once created.
import { context, type Context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';

export interface Tracing {
  readonly tracer: Tracer;
  /** Runs `work` in a new child span of the active one; the span ends when `work` settles. */
  inSpan<T>(name: string, attributes: Record<string, string | number>, work: (span: Span) => Promise<T>, kind?: SpanKind): Promise<T>;
  /** The caller's trace context from W3C headers (`traceparent`, `tracestate`), or the root. */
  extract(carrier: Record<string, string | undefined>): Context;
  /** The active span's context as a `traceparent` value, for what travels on (the bus). */
  currentTraceparent(): string | undefined;
  /** A span context from a `traceparent` value, for a link. */
  spanContextOf(traceparent: string): ReturnType<typeof trace.getSpanContext>;
  /** A database statement as a child span of the active one (db/switchable-database.ts StatementObserver). */
  statementObserver(): (sql: string) => (error?: unknown) => void;
  shutdown(): Promise<void>;
}

/** Statement text kept on a span: enough to recognise it, never a whole bulk insert. */
const MAX_STATEMENT_CHARS = 1000;

function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message ?? String(error) });
  }
  span.end();
}

export interface TracingOptions {
  env: NodeJS.ProcessEnv;
  /** Where spans go instead of OTLP (tests: an InMemorySpanExporter), sent as each span ends. */
  exporter?: SpanExporter | undefined;
}

let contextManager: AsyncLocalStorageContextManager | null = null;
const propagator = new W3CTraceContextPropagator();

/** The context manager and propagator are process-wide: registered once, by the first app that traces. */
function registerGlobals(): void {
  if (contextManager) return;
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(propagator);
}

/** Whether the environment asks for traces. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  if ((env.OTEL_TRACES_EXPORTER ?? '').toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Tracing for one app, or null when it is off. */
export function startTracing(options: TracingOptions): Tracing | null {
  if (!options.exporter && !tracingRequested(options.env)) return null;
  registerGlobals();
  const processor = options.exporter
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.env.OTEL_SERVICE_NAME || 'agent-conversations' }),
    spanProcessors: [processor],
  });
  const tracer = provider.getTracer('agent-conversations');
  return {
    tracer,
    async inSpan(name, attributes, work, kind = SpanKind.INTERNAL) {
      return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
        try {
          const result = await work(span);
          endSpan(span);
          return result;
        } catch (error) {
          endSpan(span, error);
          throw error;
        }
      });
    },
    extract(carrier) {
      return propagator.extract(ROOT_CONTEXT, carrier, {
        get: (c, key) => c[key],
        keys: (c) => Object.keys(c),
      });
    },
    currentTraceparent() {
      const carrier: Record<string, string> = {};
      propagator.inject(context.active(), carrier, { set: (c, key, value) => (c[key] = value) });
      return carrier.traceparent;
    },
    spanContextOf(traceparent) {
      return trace.getSpanContext(this.extract({ traceparent }));
    },
    statementObserver() {
      return (sql) => {
        const text = sql.replace(/^\s*\/\*.*?\*\/\s*/s, '').trim();
        const span = tracer.startSpan(
          'db.query',
          {
            kind: SpanKind.CLIENT,
            attributes: {
              'db.system.name': 'postgresql',
              'db.query.text': text.slice(0, MAX_STATEMENT_CHARS),
              'db.operation.name': text.split(/\s/, 1)[0]!.toUpperCase(),
            },
          },
          context.active(),
        );
        return (error) => endSpan(span, error);
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
