// OpenTelemetry traces (issue 26 §3), read from an in-memory exporter: a traced append shows the
// operation (a child of the caller's `traceparent`), its SQL statements and its bus publish in
// one trace; a WebSocket subscriber's operation joins the trace of its connectionParams'
// `traceparent`, and its delivery links to the publish of the write it delivers. Off unless an
// OTLP endpoint (or an exporter) is given.
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, tracingRequested } from '../../src/telemetry/tracing.js';
import { waitForListeners, busListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { transportBackends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const APPEND = `mutation TracedAppend($sessionId: ID!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "hello" } }] } } }) { entry { entryId } }
}`;

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const WS_TRACE_ID = 'a3ce929d0e0e47364bf92f3577b34da6';

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe.each(transportBackends())('OpenTelemetry traces (%s)', (backend) => {
  const exporter = new InMemorySpanExporter();
  let server: TestServer;
  const spanNames = () => exporter.getFinishedSpans().map((s) => s.name);

  beforeAll(async () => {
    server = await startServer({ backend, spanExporter: exporter });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('puts an append’s operation, SQL and publish in the caller’s trace', async () => {
    const sessionId = (await createSession(server, { title: 'traced' })).id;
    exporter.reset();
    const result = await server.request(APPEND, { sessionId }, { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` });
    expect(errorCode(result)).toBeUndefined();

    await expect.poll(() => spanNames(), { message: 'the operation span' }).toContain('graphql.mutation TracedAppend');
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE_ID);
    const operation = spans.find((s) => s.name === 'graphql.mutation TracedAppend')!;
    expect(parentOf(operation)).toBe(CALLER_SPAN);
    expect(operation.attributes).toMatchObject({ 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'TracedAppend' });

    // Every statement and the publish descend from the operation.
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const descends = (span: ReadableSpan): boolean => {
      for (let p = parentOf(span); p; p = byId.get(p) ? parentOf(byId.get(p)!) : undefined) if (p === operation.spanContext().spanId) return true;
      return false;
    };
    const statements = spans.filter((s) => s.name === 'db.query');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every(descends)).toBe(true);
    expect(statements.some((s) => String(s.attributes['db.query.text']).length > 0)).toBe(true);
    const publish = spans.find((s) => s.name === 'bus.publish');
    expect(publish && descends(publish)).toBe(true);
  });

  it('joins a WebSocket subscriber to its connectionParams trace and links its delivery to the write', async () => {
    const sessionId = (await createSession(server, { title: 'traced' })).id;
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { traceparent: `00-${WS_TRACE_ID}-${CALLER_SPAN}-01` },
      retryAttempts: 0,
    });
    const received: unknown[] = [];
    const listeners = busListeners(server);
    const stop = client.subscribe(
      { query: `subscription TracedWatch { messageAdded(filter: { sessionId: "${sessionId}" }) { sessionId } }` },
      { next: (value) => received.push(value), error: () => {}, complete: () => {} },
    );
    try {
      await waitForListeners(server, listeners + 1);
      await expect.poll(() => spanNames(), { message: 'the subscription span' }).toContain('graphql.subscription TracedWatch');
      const setup = exporter.getFinishedSpans().find((s) => s.name === 'graphql.subscription TracedWatch')!;
      expect(setup.spanContext().traceId).toBe(WS_TRACE_ID);
      expect(parentOf(setup)).toBe(CALLER_SPAN);
      exporter.reset();
      expect(errorCode(await server.request(APPEND, { sessionId }))).toBeUndefined();
      await expect.poll(() => received.length, { message: 'the delivered event' }).toBe(1);
      await expect.poll(() => spanNames(), { message: 'the delivery span', timeout: 5000 }).toContain('graphql.subscription.deliver');
      const publish = exporter.getFinishedSpans().find((s) => s.name === 'bus.publish')!;
      const delivery = exporter.getFinishedSpans().find((s) => s.name === 'graphql.subscription.deliver')!;
      expect(delivery.links.map((l) => l.context.spanId)).toEqual([publish.spanContext().spanId]);
      expect(delivery.spanContext().traceId).toBe(WS_TRACE_ID);
    } finally {
      stop();
      await client.dispose();
    }
  });
});

describe('tracing switch', () => {
  it('is off without an OTLP endpoint, and honours OTEL_SDK_DISABLED', () => {
    expect(tracingRequested({})).toBe(false);
    expect(startTracing({ env: {} })).toBeNull();
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});
