// Issue 11, D3: a WebSocket subscriber that stops reading gets the documented signal first.
// It used to be terminated by the keep-alive (1006) and never learned SUBSCRIPTION_OVERFLOW,
// and graphql_subscriptions_open kept counting its overflowed subscriptions. The slow client
// is a raw WebSocket whose socket is paused, so the test decides exactly when it reads.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busListeners } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { metricsText, RawWs, sample, sleep, type WireMessage } from '../helpers/raw-requests.js';
import { startServer, type TestServer } from '../helpers/server.js';

const EVENTS =
  'subscription SlowWsEvents($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset ... on MessageAddedEvent { entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }';
const ADDED =
  'subscription SlowWsAdded($id: ID!) { messageAdded(filter: { sessionId: $id }) { offset entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } }';
const WS_OPEN = 'graphql_subscriptions_open{transport="ws"}';
const PAYLOAD = 'x'.repeat(64 * 1024);

const offsetsOf = (frames: WireMessage[]) =>
  frames.filter((m) => m.type === 'next').map((m) => Object.values((m.payload as { data: Record<string, { offset: number }> }).data)[0]!.offset);
const errorOf = (frames: WireMessage[]) =>
  (
    frames.find((m) => m.type === 'error')?.payload as { message: string; extensions: { code: string; lastDeliveredOffset?: number } }[] | undefined
  )?.[0];

async function wsOpen(server: TestServer): Promise<number> {
  return sample((await metricsText(server.url)).text, WS_OPEN);
}

describe('D3: a WebSocket client that stops reading', () => {
  let server: TestServer;
  let quick: TestServer;

  beforeAll(async () => {
    // Keep-alive far away: only the overflow can end the subscriptions.
    server = await startServer({
      backend: 'pglite',
      config: { subscriberBufferLimit: 20, transport: { wsKeepAliveMs: 600_000 }, redisChannelPrefix: `t-${randomUUID()}:` },
    });
    // Keep-alive quick: the client stops answering pings long before it could overflow.
    quick = await startServer({ backend: 'pglite', config: { subscriberBufferLimit: 1000, transport: { wsKeepAliveMs: 300 } } });
  });
  afterAll(async () => {
    await server?.stop();
    await quick?.stop();
  });

  const createOn = async (s: TestServer) => (await createSession(s)).id;
  const appendMany = (s: TestServer, id: string, count: number, text: string) =>
    appendMessages(
      s,
      id,
      Array.from({ length: count }, () => userText(text)),
    );

  it('overflow: the subscriptions stop counting as open at once, and their errors arrive as soon as the client reads', async () => {
    const id = await createOn(server);
    const idle = busListeners(server);
    const ws = await RawWs.connect(server.wsUrl);
    try {
      ws.subscribe('events', EVENTS, { id });
      ws.subscribe('added', ADDED, { id });
      await ws.waitForNexts('events', 1);
      await expect.poll(() => busListeners(server), { message: 'both subscriptions listen' }).toBeGreaterThanOrEqual(idle + 2);
      expect(await wsOpen(server)).toBe(2);
      ws.pause();

      // Large events until both paused subscriptions overflow (their listeners are released).
      let written = 0;
      while (busListeners(server) > idle && written < 1200) {
        await appendMany(server, id, 8, PAYLOAD);
        written += 8;
      }
      expect(busListeners(server), `still listening after ${written} events`).toBe(idle);
      // Metric true while the client still reads nothing.
      await expect.poll(() => wsOpen(server), { message: 'graphql_subscriptions_open{transport="ws"} drops to 0' }).toBe(0);

      ws.resume();
      await vi.waitFor(
        () => {
          if (!errorOf(ws.of('events')) || !errorOf(ws.of('added')))
            throw new Error(`errors: ${JSON.stringify(ws.messages.filter((m) => m.type !== 'next'))}`);
        },
        { timeout: 30_000, interval: 5 },
      );
      for (const sub of ['events', 'added']) {
        const frames = ws.of(sub);
        expect(errorOf(frames)?.extensions.code, sub).toBe('SUBSCRIPTION_OVERFLOW');
        expect(frames.at(-1)?.type, `${sub}: nothing after the error`).toBe('error');
      }
      const delivered = offsetsOf(ws.of('events'));
      expect(delivered).toEqual(Array.from({ length: delivered.length }, (_, i) => i + 1));
      expect(errorOf(ws.of('events'))?.extensions.lastDeliveredOffset).toBe(delivered.at(-1));
      expect(ws.closed).toBeNull(); // cut per subscription; the connection is fine
    } finally {
      ws.close();
    }
  }, 120_000);

  it('keep-alive: a client that stops answering pings gets SUBSCRIPTION_OVERFLOW for each subscription and a close frame, not a bare 1006', async () => {
    const id = await createOn(quick);
    const ws = await RawWs.connect(quick.wsUrl);
    try {
      ws.subscribe('events', EVENTS, { id });
      ws.subscribe('added', ADDED, { id });
      await ws.waitForNexts('events', 1);
      await expect.poll(() => wsOpen(quick), { message: 'both subscriptions open' }).toBe(2);
      ws.pause();
      await appendMany(quick, id, 3, 'while paused');
      // The keep-alive notices (a few intervals) and ends both subscriptions.
      await expect.poll(() => wsOpen(quick), { message: 'the keep-alive cut the subscriptions', timeout: 15_000 }).toBe(0);

      ws.resume();
      const closed = await ws.waitClosed(15_000);
      expect(closed.code, closed.reason).toBe(1013);
      for (const sub of ['events', 'added']) expect(errorOf(ws.of(sub))?.extensions.code, sub).toBe('SUBSCRIPTION_OVERFLOW');
      // What was sent before the cut arrived first, in order.
      expect(offsetsOf(ws.of('events'))).toEqual([1, 2, 3, 4]);
      expect(errorOf(ws.of('events'))?.extensions.lastDeliveredOffset).toBe(4);
    } finally {
      ws.close();
    }
  }, 60_000);

  it('keep-alive: a responsive client is left alone', async () => {
    const id = await createOn(quick);
    const ws = await RawWs.connect(quick.wsUrl);
    try {
      ws.subscribe('events', EVENTS, { id });
      await ws.waitForNexts('events', 1);
      // Time passes: several keep-alive intervals (300 ms).
      await sleep(1500);
      await appendMany(quick, id, 1, 'still here');
      await ws.waitForNexts('events', 2);
      expect(ws.closed).toBeNull();
    } finally {
      ws.close();
    }
  });
});
