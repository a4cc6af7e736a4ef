// A subscription's deliveries as spans: each event a subscriber receives is one
// `graphql.subscription.deliver` span, linked to the `bus.publish` span of the write that
// produced it (its `trace`), so a trace viewer leads from a write to everyone it reached.
import { context, SpanKind } from '@opentelemetry/api';
import type { Tracing } from './tracing.js';

/** `stream` with a delivery span around each item (as it is handed on); `stream` itself when tracing is off. */
export function tracedDeliveries<T>(tracing: Tracing | undefined, field: string, stream: AsyncIterable<T>): AsyncIterable<T> {
  if (!tracing) return stream;
  // Made inside the subscription's operation span: every delivery belongs to the subscriber's trace.
  const parent = context.active();
  return {
    [Symbol.asyncIterator]() {
      const inner = stream[Symbol.asyncIterator]();
      let open: { end(): void } | null = null;
      const close = () => {
        open?.end();
        open = null;
      };
      return {
        async next() {
          close();
          const item = await inner.next();
          if (item.done) return item;
          const traceparent = (item.value as { trace?: unknown }).trace;
          const linked = typeof traceparent === 'string' ? tracing.spanContextOf(traceparent) : undefined;
          open = tracing.tracer.startSpan(
            'graphql.subscription.deliver',
            {
              kind: SpanKind.PRODUCER,
              attributes: {
                'graphql.field': field,
                ...(typeof (item.value as { type?: unknown }).type === 'string' ? { 'event.type': (item.value as { type: string }).type } : {}),
              },
              links: linked ? [{ context: linked }] : [],
            },
            parent,
          );
          return item;
        },
        async return(value?: unknown) {
          close();
          return (await inner.return?.(value)) ?? { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          close();
          if (inner.throw) return inner.throw(error);
          throw error;
        },
      } as AsyncIterator<T>;
    },
  };
}
