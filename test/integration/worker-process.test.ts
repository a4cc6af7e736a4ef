// `npm run worker` as a real process (src/worker/main.ts): settings validated at start-up,
// one JSON log line per request, SIGTERM lets a running request finish, and SIGKILL
// mid-stream leaves the request to another worker once the lease lapses.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '@agent-conversations/client';
import { silentLogger } from '../../src/logger.js';
import { startWorker } from '../../src/worker/worker.js';
import { graphql } from '../gql/index.js';
import { createSession } from '../helpers/flow.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { ROOT } from '../helpers/process.js';
import { startServer, type TestServer } from '../helpers/server.js';

const WpState = graphql(`
  query WpState($id: ID!) {
    session(id: $id) {
      context {
        openRequest {
          claimedBy
        }
        items {
          role
          content
        }
      }
    }
  }
`);

interface WorkerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  logs(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnWorker(env: Record<string, string>, args: string[] = []): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (err += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    logs: () =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
  };
}

describe('npm run worker (the process)', () => {
  let server: TestServer;
  let client: Client;
  let fake: FakeOpenAI;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
    client = createClient({ url: server.url });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await client?.dispose();
    await server?.stop();
  });

  const setUp = async () => {
    fake = await startFakeOpenAI();
    cleanups.push(() => fake.close());
    const tag = { suite: `process-${randomUUID()}` };
    const env = {
      GRAPHQL_URL: server.url,
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'sk-test',
      MODEL: 'fake-model',
      WORKER_ID: `proc-${randomUUID().slice(0, 8)}`,
      SESSION_METADATA: JSON.stringify(tag),
      WORKER_LEASE_MS: '1000',
      WORKER_POLL_INTERVAL_MS: '200',
    };
    const session = async () => (await createSession(server, { metadata: tag })).id;
    const say = (sessionId: string, content: string) => client.addContextItem({ sessionId, item: { role: 'USER', content } });
    const itemsOf = async (id: string) => (await server.ok(WpState, { id })).session!.context.items;
    return { tag, env, session, say, itemsOf };
  };

  it('refuses bad settings with a message naming each one (exit code 2)', async () => {
    const missing = spawnWorker({ GRAPHQL_URL: 'http://127.0.0.1:1/graphql', SESSION_METADATA: '[1]' });
    expect((await missing.exited).code).toBe(2);
    expect(missing.stderr()).toContain('MODEL');
    expect(missing.stderr()).toContain('SESSION_METADATA');
    const badFlag = spawnWorker({ MODEL: 'm' }, ['--concurrency', 'zero']);
    expect((await badFlag.exited).code).toBe(2);
    expect(badFlag.stderr()).toContain('--concurrency');
  });

  it('answers requests with one JSON log line each, and on SIGTERM finishes the running request before exiting 0', async () => {
    const { env, session, say, itemsOf } = await setUp();
    const worker = spawnWorker(env, ['--concurrency', '2']);
    cleanups.push(() => worker.child.kill('SIGKILL'));
    const messages = () => worker.logs().map((l) => l.msg);
    await expect.poll(messages, { message: 'the worker starts', timeout: 30_000 }).toContain('worker started');
    expect(worker.logs().find((l) => l.msg === 'worker started')).toMatchObject({ concurrency: 2, workerId: env.WORKER_ID });

    const first = await session();
    await say(first, 'hello');
    await expect
      .poll(async () => (await itemsOf(first)).map((i) => i.content), { message: 'the first request is answered', timeout: 20_000 })
      .toContain('Echo: hello');
    await expect.poll(messages, { message: 'the request is logged' }).toContain('request');
    expect(worker.logs().filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({
        sessionId: first,
        outcome: 'succeeded',
        workerId: env.WORKER_ID,
        model: 'fake-model',
        inputTokens: 10,
        outputTokens: 3,
      }),
    ]);

    fake.enqueue({ kind: 'stream', deltas: ['still ', 'working'], holdAfter: 1 });
    const second = await session();
    await say(second, 'take your time');
    await expect
      .poll(() => ({ calls: fake.calls.length, sent: fake.calls[1]?.sent }), { message: 'the second request streams' })
      .toEqual({ calls: 2, sent: 1 });
    worker.child.kill('SIGTERM');
    await expect.poll(messages, { message: 'the worker starts stopping' }).toContain('stopping: no new claims; finishing running requests');
    fake.release();
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect((await itemsOf(second)).map((i) => i.content)).toEqual(['take your time', 'still working']);
    expect(
      worker
        .logs()
        .filter((l) => l.msg === 'request')
        .map((l) => l.outcome),
    ).toEqual(['succeeded', 'succeeded']);
  }, 60_000);

  it('SIGKILL mid-stream: after the lease lapses another worker completes the request', async () => {
    const { tag, env, session, say, itemsOf } = await setUp();
    fake.enqueue({ kind: 'stream', deltas: ['half ', 'done'], holdAfter: 1 });
    const worker = spawnWorker(env);
    cleanups.push(() => worker.child.kill('SIGKILL'));
    const id = await session();
    await say(id, 'crash test');
    await expect.poll(() => fake.calls[0]?.sent, { message: 'the doomed worker streams', timeout: 30_000 }).toBe(1);
    worker.child.kill('SIGKILL');
    await worker.exited;
    await expect.poll(() => fake.calls[0]!.closedEarly, { message: 'the provider sees the connection drop' }).toBe(true);
    expect((await server.ok(WpState, { id })).session!.context.openRequest?.claimedBy).toBe(env.WORKER_ID);

    const survivor = startWorker(
      {
        graphqlUrl: server.url,
        apiToken: undefined,
        openaiBaseUrl: fake.url,
        openaiApiKey: 'sk-test',
        model: 'fake-model',
        workerId: 'survivor',
        sessionMetadata: tag,
        concurrency: 1,
        leaseMs: 30_000,
        pollIntervalMs: 200,
        shutdownGraceMs: 1_000,
        providerTimeoutMs: 30_000,
        maxTextBytes: 1024 * 1024,
        maxTokens: 4096,
        turnDeadlineMs: 300_000,
        logLevel: 'silent',
      },
      { logger: silentLogger },
    );
    cleanups.push(() => survivor.kill());
    await expect
      .poll(async () => (await itemsOf(id)).map((i) => i.content), { message: 'the survivor answers', timeout: 20_000 })
      .toContain('Echo: crash test');
    expect(survivor.outcomes.map((o) => o.outcome)).toEqual(['succeeded']);
  }, 60_000);
});
