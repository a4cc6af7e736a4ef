// The client package's watchSession resumes by itself: a live stream survives a graceful
// server restart (close 1001), a killed server process (close 1006), a subscriber cut off
// with SUBSCRIPTION_OVERFLOW, and a Redis restart with two instances sharing Postgres and
// Redis — the caller sees every event exactly once, in order.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Client, type SessionEvent } from '@agent-conversations/client';
import { graphql } from '../gql/index.js';
import { appendMessages, createSession, getSession, userText } from '../helpers/flow.js';
import { freePort, startIsolatedRedis } from '../helpers/isolated-servers.js';
import { spawnService } from '../helpers/process.js';
import {
  type Backend,
  transportBackends,
  createTestDatabase,
  dropTestDatabase,
  startServer,
  testDatabaseUrl,
  type TestServer,
} from '../helpers/server.js';

// The killed-process suite talks to a child process (no TestServer): it creates and reads with these.
const CrCreate = graphql(`
  mutation CrCreate {
    createSession(input: { title: "resume" }) {
      session {
        id
      }
    }
  }
`);

const CrLastOffset = graphql(`
  query CrLastOffset($id: ID!) {
    session(id: $id) {
      lastOffset
    }
  }
`);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A context item that does not trigger a request: one stored event per call. */
const note = (sessionId: string, n: number) => ({
  sessionId,
  item: { role: 'USER' as const, content: `note ${n}`, llmRequestPolicy: 'DONT_TRIGGER_REQUEST' as const },
});

/** Writes `count` notes through `client`, retrying each until the service takes it (it may be restarting). */
async function writeNotes(client: Client, sessionId: string, from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n++) {
    // Retried while the error is retryable; any other error ends the wait and fails the write.
    const refused = await vi.waitFor(
      async () => {
        try {
          await client.addContextItem(note(sessionId, n));
          return null;
        } catch (error) {
          if (!(error as { retryable?: boolean }).retryable) return error;
          throw error;
        }
      },
      { timeout: 60_000, interval: 50 },
    );
    if (refused) throw refused;
  }
}

/** Collects the offsets a watch delivers, and how often it resumed. */
function collector() {
  const offsets: number[] = [];
  const resumes: string[] = [];
  return {
    offsets,
    resumes,
    onEvent: (event: SessionEvent) => {
      offsets.push(event.offset);
    },
    onResume: ({ error }: { error: { code: string } }) => {
      resumes.push(error.code);
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A server that restarts gracefully on the same port and data (its own database, or its own
 * PGlite folder); stopped and removed after the test.
 */
async function restartableServer(backend: Backend): Promise<{ server(): TestServer; restart(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'client-resume-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = backend === 'pglite' ? undefined : await createTestDatabase({ backend });
  if (databaseUrl) cleanups.push(() => dropTestDatabase(databaseUrl));
  const start = () => startServer({ backend, ...(databaseUrl ? { databaseUrl } : {}), config: { port, dataDir: dir, shutdownGraceMs: 2_000 } });
  let server = await start();
  cleanups.push(() => server.stop());
  return {
    server: () => server,
    async restart() {
      await server.stop();
      server = await start();
    },
  };
}

for (const backend of transportBackends()) {
  describe(`watchSession across a graceful server restart (${backend})`, () => {
    it('every event exactly once, in order, while writes continue through the restart', async () => {
      const { server, restart } = await restartableServer(backend);
      const client = createClient({ url: server().url, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
      cleanups.push(() => client.dispose());
      const { id } = await createSession(server(), { title: 'resume' });

      const seen = collector();
      const controller = new AbortController();
      const watch = client.watchSession(id, { after: 0, onEvent: seen.onEvent, onResume: seen.onResume, signal: controller.signal });
      await writeNotes(client, id, 0, 20);
      await expect.poll(() => seen.offsets.length, { message: 'the first events arrive' }).toBeGreaterThanOrEqual(21);

      // Restart while a writer keeps going.
      const writing = writeNotes(client, id, 20, 40);
      await restart();
      await writing;
      await writeNotes(client, id, 60, 10);

      const last = (await getSession(server(), id))!.lastOffset;
      expect(last).toBeGreaterThanOrEqual(71);
      await expect.poll(() => seen.offsets.length, { timeout: 20_000, message: `all ${last} events arrive` }).toBeGreaterThanOrEqual(last);
      expect(seen.offsets).toEqual(range(1, last));
      expect(seen.resumes.length).toBeGreaterThan(0);
      expect(watch.lastOffset()).toBe(last);
      controller.abort();
      await watch.done;
    }, 120_000);

    it('with its own selection (the `document` option, as text): every event once, in order, across the restart', async () => {
      const { server, restart } = await restartableServer(backend);
      const client = createClient({ url: server().url, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
      cleanups.push(() => client.dispose());
      // A document's text with the result type given by the caller (what the dashboard does).
      const created = await client.request<{ createSession: { session: { id: string } } }, Record<string, never>>(
        'mutation CrCreateText { createSession(input: { title: "own selection" }) { session { id } } }',
        {},
      );
      const id = created.createSession.session.id;

      type Note = { offset: number; __typename: string; item?: { content: string } };
      const document = `subscription CrOwnSelection($sessionId: ID!, $after: SafeInt) {
        sessionEvents(sessionId: $sessionId, after: $after) { __typename offset ... on ContextItemAddedEvent { item { content } } } }`;
      const received: Note[] = [];
      const resumes: string[] = [];
      const controller = new AbortController();
      const watch = client.watchSession<Note>(id, {
        after: 0,
        document,
        onEvent: (event) => void received.push(event),
        onResume: ({ error }) => void resumes.push(error.code),
        signal: controller.signal,
      });
      await writeNotes(client, id, 0, 10);
      await expect.poll(() => received.length, { message: 'the first events arrive' }).toBeGreaterThanOrEqual(11);

      const writing = writeNotes(client, id, 10, 30);
      await restart();
      await writing;

      const last = (await getSession(server(), id))!.lastOffset;
      await expect.poll(() => received.length, { timeout: 20_000, message: `all ${last} events arrive` }).toBeGreaterThanOrEqual(last);
      expect(received.map((e) => e.offset)).toEqual(range(1, last));
      const notes = received.filter((e) => e.__typename === 'ContextItemAddedEvent').map((e) => e.item?.content);
      expect(notes).toEqual(range(0, 39).map((n) => `note ${n}`));
      expect(resumes.length).toBeGreaterThan(0);
      controller.abort();
      await watch.done;
    }, 120_000);

    it('resumes after SUBSCRIPTION_OVERFLOW and still delivers every event once', async () => {
      const server = await startServer({ backend, config: { subscriberBufferLimit: 10 } });
      cleanups.push(() => server.stop());
      const client = createClient({ url: server.url, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
      cleanups.push(() => client.dispose());
      const { id } = await createSession(server, { title: 'resume' });
      const seen = collector();
      const watch = client.watchSession(id, { after: 1, onEvent: seen.onEvent, onResume: seen.onResume });
      cleanups.push(() => watch.stop());
      // The watch is live once an event appended after it started arrives: batches sent before
      // that would be read back from the database, where no buffer overflows.
      await appendMessages(server, id, [userText('first')]);
      await expect.poll(() => seen.offsets, { message: 'the first live event' }).toContain(2);

      // Each batch publishes 60 events at once: more than the subscriber's buffer of 10.
      for (let batch = 0; batch < 3; batch++) {
        await appendMessages(
          server,
          id,
          range(1, 60).map((n) => userText(`m${n}`)),
        );
      }
      let failure: unknown = null;
      watch.done.catch((e) => (failure = e));
      await vi.waitFor(
        () => {
          if (seen.offsets.length < 181) throw new Error(`181 events arrive (have ${seen.offsets.length}; resumes ${seen.resumes}; ${failure})`);
        },
        { timeout: 20_000, interval: 20 },
      );
      expect(seen.offsets).toEqual(range(2, 182));
      expect(seen.resumes).toContain('SUBSCRIPTION_OVERFLOW');
    }, 60_000);

    it('a session deleted while watched ends the watch; an unknown session fails with NOT_FOUND', async () => {
      const server = await startServer({ backend });
      cleanups.push(() => server.stop());
      const client = createClient({ url: server.url });
      cleanups.push(() => client.dispose());
      const { id } = await createSession(server, { title: 'resume' });
      const seen = collector();
      const watch = client.watchSession(id, { after: 0, onEvent: seen.onEvent });
      await expect.poll(() => seen.offsets.length, { message: 'the created event arrives' }).toBe(1);
      await server.request(`mutation { deleteSession(input: { sessionId: "${id}" }) { deleted } }`);
      await watch.done;
      await expect(client.watchSession('no-such-session', { onEvent: () => {} }).done).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(client.watchSession('no-such-session', { after: 0, onEvent: () => {} }).done).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }, 60_000);
  });
}

describe.runIf(testDatabaseUrl())('watchSession across a killed server process (close 1006)', () => {
  it('every event exactly once, in order', async () => {
    const databaseUrl = await createTestDatabase();
    cleanups.push(() => dropTestDatabase(databaseUrl));
    const port = await freePort();
    const env = { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', AUTH_DISABLED: 'true' };
    let service = spawnService(env);
    cleanups.push(() => service.kill());
    const url = await service.listening();
    const client = createClient({ url, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
    cleanups.push(() => client.dispose());
    const id = (await client.request(CrCreate, {})).createSession.session.id;
    const seen = collector();
    const watch = client.watchSession(id, { after: 0, onEvent: seen.onEvent, onResume: seen.onResume });
    cleanups.push(() => watch.stop());
    await writeNotes(client, id, 0, 20);
    await expect.poll(() => seen.offsets.length, { message: 'the first events arrive' }).toBeGreaterThanOrEqual(21);

    const writing = writeNotes(client, id, 20, 30);
    service.kill();
    await service.exited;
    service = spawnService(env);
    await service.listening();
    await writing;

    const last = (await client.request(CrLastOffset, { id })).session!.lastOffset;
    expect(last).toBeGreaterThanOrEqual(51);
    await expect.poll(() => seen.offsets.length, { timeout: 20_000, message: `all ${last} events arrive` }).toBeGreaterThanOrEqual(last);
    expect(seen.offsets).toEqual(range(1, last));
    expect(seen.resumes).toContain('CONNECTION_CLOSED');
  }, 90_000);
});

describe.runIf(testDatabaseUrl())('watchSession with two instances sharing Postgres and Redis', () => {
  it('Redis restarted, then the watched instance restarted, while the other instance takes writes: every event once, in order', async () => {
    const redis = await startIsolatedRedis();
    cleanups.push(() => redis.stop());
    const databaseUrl = await createTestDatabase();
    cleanups.push(() => dropTestDatabase(databaseUrl));
    const prefix = `t-client-${randomUUID()}:`;
    const port = await freePort();
    const startA = () =>
      startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { port, redisChannelPrefix: prefix, shutdownGraceMs: 2_000 } });
    let a = await startA();
    cleanups.push(() => a.stop());
    const b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { redisChannelPrefix: prefix } });
    cleanups.push(() => b.stop());

    const watcher = createClient({ url: a.url, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
    cleanups.push(() => watcher.dispose());
    const writer = createClient({ url: b.url });
    cleanups.push(() => writer.dispose());
    const { id } = await createSession(b, { title: 'resume' });
    const seen = collector();
    const watch = watcher.watchSession(id, { after: 0, onEvent: seen.onEvent, onResume: seen.onResume });
    cleanups.push(() => watch.stop());
    await writeNotes(writer, id, 0, 10);
    await expect.poll(() => seen.offsets.length, { message: 'the first events arrive' }).toBeGreaterThanOrEqual(11);

    let writing = writeNotes(writer, id, 10, 30);
    await redis.stop();
    await redis.start();
    await writing;
    writing = writeNotes(writer, id, 40, 30);
    await a.stop();
    a = await startA();
    await writing;
    await writeNotes(writer, id, 70, 10);

    const last = (await getSession(b, id))!.lastOffset;
    expect(last).toBeGreaterThanOrEqual(81);
    await expect.poll(() => seen.offsets.length, { timeout: 30_000, message: `all ${last} events arrive` }).toBeGreaterThanOrEqual(last);
    expect(seen.offsets).toEqual(range(1, last));
  }, 90_000);
});
