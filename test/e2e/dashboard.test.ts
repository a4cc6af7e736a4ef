// Issue 16: the dashboard at /dashboard, in a real browser (Debian's Chromium through
// playwright-core, as graphiql.test.ts). The service runs in this process on a data folder
// (PGlite) or a database (Postgres) of its own, so it can be stopped and started again on
// the same port mid-stream. The page loads only from this origin (everything else is refused).
//
// The turn loop: when the reference worker exists (`npm run worker`, after the merge of the
// worker branch) it answers through a local OpenAI-compatible provider defined below; until
// then the test answers each request itself through the public API (appendLlmResponseChunk,
// settleLlmRequest) — what any worker does. Either way the reply the dashboard shows comes
// from the real service over real subscriptions; nothing is mocked in the page.
// E2E_TURN_LOOP=direct forces the direct answers even where the reference worker exists.
//
// Every step uses the API's final names (API.md of 2026-11-30): none is skipped.
//
// Timing is not asserted here: the list's first paint over 10,000 sessions and the older pages of
// a 5,000-message transcript are measured by `npm run bench` (scenario "dashboard").
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import { hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { type Browser, buildDashboardIfMissing, hasChromium, launchChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/process.js';
import { transportBackends, createTestDatabase, dropTestDatabase, type Backend } from '../helpers/server.js';

const OUTPUT = resolve(ROOT, 'test-output');
/** `npm run worker` exists and so does the file it runs (E2E_TURN_LOOP=direct forces direct answers). */
const HAS_REFERENCE_WORKER = (() => {
  if (process.env.E2E_TURN_LOOP === 'direct') return false;
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.worker;
  const entry = script && /\S+\.[cm]?[jt]s\b/.exec(script)?.[0];
  return !!entry && existsSync(resolve(ROOT, entry));
})();

// ---------------------------------------------------------------------------------------------
// The service, restartable on the same port with the same data.

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

class Service {
  app: App | null = null;
  port = 0;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'dashboard-e2e-'));
  databaseUrl: string | undefined;

  constructor(
    readonly backend: Backend,
    readonly overrides: Record<string, unknown> = {},
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  get url(): string {
    return `${this.origin}/graphql`;
  }

  async start(): Promise<void> {
    if (this.backend !== 'pglite' && !this.databaseUrl) this.databaseUrl = await createTestDatabase({ backend: this.backend });
    const config = parseConfig({
      port: this.port,
      host: '127.0.0.1',
      dataDir: this.dataDir,
      logLevel: 'silent',
      ...(this.databaseUrl ? { databaseUrl: this.databaseUrl } : {}),
      // Answer a message quickly; keep the request open long enough for a restart.
      llm: { debounceMs: 20, requestTtlMs: 120_000 },
      shutdownGraceMs: 500,
      ...this.overrides,
    });
    this.app = await buildApp(config);
    this.port = (await this.app.start()).port;
  }

  async stop(): Promise<void> {
    await this.app?.stop();
    this.app = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.stop();
    if (this.databaseUrl) await dropTestDatabase(this.databaseUrl);
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** One operation over HTTP; throws on any GraphQL error (or when the service is down). */
  async gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLAnswer<T>;
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }
}

/** Retries an operation while the service is restarting; any other failure ends it at once. */
async function persist<T>(work: () => Promise<T>, what: string, timeoutMs = 30_000): Promise<T> {
  // vi.waitFor retries whatever throws: a failure that is not the service being down is
  // returned instead (the wait is over), and thrown from here.
  const outcome = await vi.waitFor(
    async (): Promise<{ value: T } | { failure: unknown }> => {
      try {
        return { value: await work() };
      } catch (error) {
        const down = error instanceof TypeError || /SHUTTING_DOWN|ECONNREFUSED|fetch failed|Unexpected token/.test(String(error));
        if (!down) return { failure: error };
        throw new Error(`${what}: ${String(error)}`);
      }
    },
    { timeout: timeoutMs, interval: 100 },
  );
  if ('failure' in outcome) throw new Error(`${what}: ${String(outcome.failure)}`);
  return outcome.value;
}

// ---------------------------------------------------------------------------------------------
// The model side. A local OpenAI-compatible provider (streaming chat completions) for the
// reference worker, and the same turn answered directly through the API when there is none.

interface ReplyScript {
  chunks: string[];
  /** Awaited before chunk `i` is streamed (lets a step pause the reply mid-stream). */
  before?(i: number): Promise<void>;
  /** Answer the first request opened after this one (direct answers; default any open request). */
  afterRequest?: number;
}

class FakeProvider {
  readonly requests: unknown[] = [];
  /** Answers every call until the next script (a worker that retries gets the same reply). */
  #script: ReplyScript = { chunks: ['(no reply scripted)'] };
  #server: Server | null = null;
  url = '';

  use(script: ReplyScript): void {
    this.#script = script;
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => void this.#answer(req.url ?? '', body, res));
    });
    await new Promise<void>((r) => this.#server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  async #answer(path: string, raw: string, res: import('node:http').ServerResponse): Promise<void> {
    if (!path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `fake provider: ${path} is not served` } }));
      return;
    }
    const request = JSON.parse(raw || '{}') as { stream?: boolean; model?: string };
    this.requests.push(request);
    const script = this.#script;
    const id = `chatcmpl-${this.requests.length}`;
    const usage = { prompt_tokens: 21, completion_tokens: script.chunks.length, total_tokens: 21 + script.chunks.length };
    if (!request.stream) {
      for (let i = 0; i < script.chunks.length; i++) await script.before?.(i);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          model: request.model ?? 'fake',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: script.chunks.join('') } }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      send({ id, object: 'chat.completion.chunk', model: request.model ?? 'fake', choices: [{ index: 0, delta, finish_reason: finish }] });
    chunk({ role: 'assistant', content: '' }, null);
    for (let i = 0; i < script.chunks.length; i++) {
      await script.before?.(i);
      chunk({ content: script.chunks[i] }, null);
    }
    chunk({}, 'stop');
    send({ id, object: 'chat.completion.chunk', model: request.model ?? 'fake', choices: [], usage });
    res.end('data: [DONE]\n\n');
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.#server ? this.#server.close(() => r()) : r()));
  }
}

/**
 * Answers the open LLM request of a session the way a worker does: stream chunks, then settle.
 * Resolves with whether the settlement was taken (false when the request was interrupted).
 */
async function answerDirectly(service: Service, sessionId: string, script: ReplyScript): Promise<boolean> {
  const open = await persist(async () => {
    let offset: number | null = null;
    await expect
      .poll(
        async () => {
          const data = await service.gql<{ session: { context: { openRequest: { offset: number } | null } } }>(
            'query E2eOpen($id: ID!) { session(id: $id) { context { openRequest { offset } } } }',
            { id: sessionId },
          );
          offset = data.session.context.openRequest?.offset ?? null;
          return offset;
        },
        { timeout: 20_000, message: `an open LLM request after #${script.afterRequest ?? 0}` },
      )
      .toBeGreaterThan(script.afterRequest ?? 0);
    return offset!;
  }, 'waiting for the request');
  for (let i = 0; i < script.chunks.length; i++) {
    await script.before?.(i);
    await persist(
      () =>
        service.gql(
          'mutation E2eChunk($s: ID!, $r: SafeInt!, $n: Int!, $c: String!) { appendLlmResponseChunk(input: { sessionId: $s, requestOffset: $r, sequence: $n, chunk: $c }) { accepted } }',
          { s: sessionId, r: open, n: i, c: script.chunks[i] },
        ),
      'streaming a chunk',
    );
  }
  const settled = await persist(
    () =>
      service.gql<{ settleLlmRequest: { settled: boolean } }>(
        'mutation E2eSettle($s: ID!, $r: SafeInt!, $t: String!) { settleLlmRequest(input: { sessionId: $s, requestOffset: $r, durationMs: 5, result: { succeeded: { text: $t, usage: { inputTokens: 21, outputTokens: 4 } } } }) { settled } }',
        { s: sessionId, r: open, t: script.chunks.join('') },
      ),
    'settling',
  );
  return settled.settleLlmRequest.settled;
}

/** The turn loop under test: the reference worker with the fake provider, or direct answers. */
class TurnLoop {
  readonly provider = new FakeProvider();
  #worker: ChildProcess | null = null;
  #workerLog = '';

  constructor(readonly service: Service) {}

  get kind(): 'reference worker' | 'direct' {
    return HAS_REFERENCE_WORKER ? 'reference worker' : 'direct';
  }

  async start(): Promise<void> {
    if (!HAS_REFERENCE_WORKER) return;
    await this.provider.start();
    // The process `npm run worker` runs, started directly: a SIGTERM to an `npm run` wrapper
    // does not reach the worker, which then outlived the test run.
    this.#worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        GRAPHQL_URL: this.service.url,
        OPENAI_BASE_URL: this.provider.url,
        OPENAI_API_KEY: 'sk-fake',
        MODEL: 'fake-model',
        WORKER_ID: 'e2e-worker',
        // Look for open requests often: after the service restarts, the worker finds its request quickly.
        WORKER_POLL_INTERVAL_MS: '500',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#worker.stdout!.on('data', (c: Buffer) => (this.#workerLog += c.toString()));
    this.#worker.stderr!.on('data', (c: Buffer) => (this.#workerLog += c.toString()));
  }

  /**
   * Arranges (reference worker) or performs (direct) the answer to the next request of the
   * session; resolves with whether it settled (always true for the reference worker).
   */
  answer(sessionId: string, script: ReplyScript): Promise<boolean> {
    if (HAS_REFERENCE_WORKER) {
      this.provider.use(script);
      return Promise.resolve(true);
    }
    return answerDirectly(this.service, sessionId, script);
  }

  get log(): string {
    return this.#workerLog;
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.kill('SIGTERM');
      // The worker drains its in-flight answer first; past that, it is killed.
      const timer = setTimeout(() => worker.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await this.provider.stop();
  }
}

/** A promise with its resolve function: a gate a step opens. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// ---------------------------------------------------------------------------------------------
// Browser helpers.

/** Chromium as every browser test launches it (helpers/browser.ts), at a desktop size. */
const launch = () => launchChromium({ viewport: { width: 1440, height: 900 } });

async function openPage(context: BrowserContext, service: Service, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
    page.on('request', (r) => console.log('request', r.method(), r.url(), r.postData()?.slice(0, 160)));
  }
  // Offline: only this service's origin may be reached.
  await page.route(/^https?:\/\//, (route) => (new URL(route.request().url()).port === String(service.port) ? route.continue() : route.abort()));
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: join(OUTPUT, name) });
}

/** Extra context for a failure message (the worker's log). */
let diagnostics: () => string = () => '';

/** How a page is polled: up to 15 s, every 50 ms. */
const PAGE_POLL = { timeout: 15_000, interval: 50 };

/**
 * After a failed test (a poll that timed out, say): a screenshot of the page it used last (the
 * newest one still open) and the turn loop's log.
 */
async function recordFailure(context: BrowserContext | undefined): Promise<void> {
  const page = context
    ?.pages()
    .filter((p) => !p.isClosed())
    .at(-1);
  if (page) await screenshot(page, 'dashboard-failure.png').catch(() => {});
  const extra = diagnostics();
  console.error(`screenshot of the failure: test-output/dashboard-failure.png${extra ? `\n${extra}` : ''}`);
}

const transcriptTexts = (page: Page) =>
  page.$$eval('[data-testid=transcript] [data-testid=message]', (els) =>
    els.map((el) => [...el.querySelectorAll('[data-testid=text-block]')].map((b) => b.textContent ?? '').join('')),
  );
const entryIds = (page: Page) =>
  page.$$eval('[data-testid=transcript] [data-testid=message]', (els) => els.map((el) => (el as HTMLElement).dataset.entryId ?? ''));
const listIds = (page: Page) => page.$$eval('[data-testid=session-item]', (els) => els.map((el) => (el as HTMLElement).dataset.sessionId ?? ''));
const replyState = (page: Page) =>
  page.$$eval('[data-testid=streaming-reply]', (els) =>
    els.map((el) => ({ state: (el as HTMLElement).dataset.state, text: el.querySelector('[data-testid=reply-text]')?.textContent ?? '' })),
  );
const openSessionId = (page: Page) => page.$eval('[data-testid=session-view]', (el) => (el as HTMLElement).dataset.sessionId ?? '').catch(() => '');

/** The active path's message texts as the service stores them. */
async function serverPathTexts(service: Service, sessionId: string): Promise<string[]> {
  const data = await service.gql<{ session: { messages: { nodes: { message?: { content: { text?: string }[] } }[] } } }>(
    'query E2ePath($id: ID!) { session(id: $id) { messages(first: 500) { nodes { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }',
    { id: sessionId },
  );
  return data.session.messages.nodes.map((n) => (n.message?.content ?? []).map((b) => b.text ?? '').join(''));
}

const createSession = (service: Service, title: string, metadata?: Record<string, unknown>, token?: string) =>
  service
    .gql<{ createSession: { session: { id: string } } }>(
      'mutation E2eCreate($t: String, $m: JSONObject) { createSession(input: { title: $t, metadata: $m }) { session { id } } }',
      { t: title, m: metadata },
      token,
    )
    .then((d) => d.createSession.session.id);

const appendUser = (service: Service, sessionId: string, text: string, entryId?: string, parentId?: string) =>
  service.gql(
    'mutation E2eAppend($s: ID!, $t: String!, $e: ID, $p: ID) { appendEntry(input: { sessionId: $s, entryId: $e, parentId: $p, message: { user: { content: [{ text: { text: $t } }] } } }) { created } }',
    { s: sessionId, t: text, e: entryId, p: parentId },
  );

const appendAssistant = (service: Service, sessionId: string, text: string, entryId?: string, parentId?: string) =>
  service.gql(
    'mutation E2eAppendA($s: ID!, $t: String!, $e: ID, $p: ID) { appendEntry(input: { sessionId: $s, entryId: $e, parentId: $p, message: { assistant: { stopReason: END, content: [{ text: { text: $t } }] } } }) { created } }',
    { s: sessionId, t: text, e: entryId, p: parentId },
  );

const setStatus = (service: Service, sessionId: string, status: string) =>
  service.gql('mutation E2eStatus($s: ID!, $st: SessionStatus!) { setSessionStatus(input: { sessionId: $s, status: $st }) { status } }', {
    s: sessionId,
    st: status,
  });

/** `npm install` builds the dashboard (prepare); a checkout that skipped it is built here. */

// ---------------------------------------------------------------------------------------------

const browserMissing = !hasChromium;

describe.skipIf(browserMissing).each(transportBackends())('the dashboard in headless Chromium (%s)', (backend) => {
  let service: Service;
  let loop: TurnLoop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let sessionId = '';

  beforeAll(async () => {
    buildDashboardIfMissing();
    service = new Service(backend);
    await service.start();
    loop = new TurnLoop(service);
    await loop.start();
    diagnostics = () => (loop.log ? `turn loop (${loop.kind}) log:\n${loop.log.slice(-3000)}` : '');
    browser = await launch();
    context = browser.context;
    page = await openPage(context, service, pageErrors);
  }, 180_000);
  beforeEach(({ onTestFailed }) => onTestFailed(() => recordFailure(context)));

  afterAll(async () => {
    await browser?.close();
    await loop?.stop();
    await service?.dispose();
  });

  it('is served by the service: same origin, strict headers, cached assets', async () => {
    const index = await fetch(`${service.origin}/dashboard/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await index.text();
    const asset = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${service.origin}${asset}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${service.origin}${asset}`, { headers: { 'if-none-match': script.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('creates a session, sends a message and shows the reply streaming, then settled', async () => {
    const response = await page.goto(`${service.origin}/dashboard/`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('[data-testid=connection-status][data-state=online]');
    await page.click('[data-testid=new-session]');
    await expect.poll(() => openSessionId(page), { ...PAGE_POLL, message: 'the new session to open' }).not.toBe('');
    sessionId = await openSessionId(page);
    expect(page.url()).toBe(`${service.origin}/dashboard/sessions/${sessionId}`);
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the new session in the list' }).toContain(sessionId);

    const paused = gate();
    const chunks = ['Hello', ' from', ' the model', ' — settled.'];
    const answered = loop.answer(sessionId, { chunks, before: (i) => (i === 2 ? paused.promise : Promise.resolve()) });

    await page.fill('[data-testid=composer-input]', 'What is the weather in Paris?');
    await page.click('[data-testid=send-button]');
    await expect
      .poll(() => transcriptTexts(page), { ...PAGE_POLL, message: 'the user message in the transcript' })
      .toContain('What is the weather in Paris?');
    await expect
      .poll(() => replyState(page), { ...PAGE_POLL, message: 'the first two chunks' })
      .toContainEqual({ state: 'streaming', text: 'Hello from' });
    await screenshot(page, 'dashboard-streaming.png');
    paused.open();
    expect(await answered).toBe(true);
    await vi.waitFor(async () => {
      const replies = await replyState(page);
      const texts = await transcriptTexts(page);
      const settledBubble = replies.some((r) => r.state === 'succeeded' && r.text === chunks.join(''));
      const mirrored = texts.filter((t) => t === chunks.join('')).length === 1 && replies.length === 0;
      if (!((settledBubble || mirrored) && !replies.some((r) => r.state === 'streaming'))) {
        throw new Error(`the settled reply: replies ${JSON.stringify(replies)}, transcript ${JSON.stringify(texts)}`);
      }
    }, PAGE_POLL);
    // The context shows what the model saw and answered.
    await expect
      .poll(() => page.$$eval('[data-testid=context-item]', (els) => els.map((el) => (el as HTMLElement).dataset.role)), {
        ...PAGE_POLL,
        message: 'the user and assistant context items',
      })
      .toEqual(expect.arrayContaining(['USER', 'ASSISTANT']));
    // The session's usage totals (Session.usage) count the settled request and its tokens.
    await vi.waitFor(async () => {
      const cells = await page.$$eval('[data-testid=usage] .usage-cell', (els) =>
        Object.fromEntries(
          els.map((el) => [el.querySelector('.usage-label')?.textContent ?? '', el.querySelector('.usage-value')?.textContent ?? '']),
        ),
      );
      expect(cells.requests, `the usage totals: requests (${JSON.stringify(cells)})`).toBe('1');
      expect(Number(cells['input tokens']), `the usage totals: input tokens (${JSON.stringify(cells)})`).toBeGreaterThan(0);
    }, PAGE_POLL);
    await page.click('[data-testid=context-tab-prompt]');
    await page.waitForSelector('[data-testid=prompt-message]');
    await page.click('[data-testid=context-tab-items]');
    await screenshot(page, 'dashboard-session.png');

    // Opened again later, the reply is still there, once: rebuilt from the stored events.
    await page.reload();
    await expect
      .poll(
        async () => {
          const replies = await replyState(page);
          const inTranscript = (await transcriptTexts(page)).filter((t) => t === chunks.join('')).length;
          return replies.filter((r) => r.state === 'succeeded' && r.text === chunks.join('')).length + inTranscript;
        },
        { ...PAGE_POLL, message: 'the reply after a reload (settled cards and transcript messages with its text)' },
      )
      .toBe(1);
  }, 90_000);

  it('interrupts a reply that is still streaming', async () => {
    const paused = gate();
    const first = loop.answer(sessionId, {
      chunks: ['A long', ' answer', ' that never ends'],
      before: (i) => (i === 1 ? paused.promise : Promise.resolve()),
    });
    await page.fill('[data-testid=composer-input]', 'Tell me a long story.');
    await page.click('[data-testid=send-button]');
    await expect
      .poll(() => replyState(page), { ...PAGE_POLL, message: 'the long reply streaming' })
      .toContainEqual({ state: 'streaming', text: 'A long' });
    const interrupted = await page.$eval('[data-testid=streaming-reply][data-state=streaming]', (el) =>
      Number((el as HTMLElement).dataset.requestOffset),
    );

    const second = loop.answer(sessionId, { chunks: ['Stopped.', ' Here is', ' the short one.'], afterRequest: interrupted });
    await page.check('[data-testid=interrupt-checkbox]');
    await page.fill('[data-testid=composer-input]', 'Stop — give me the short version.');
    await page.click('[data-testid=send-button]');
    await expect
      .poll(
        () =>
          page.$eval(`[data-testid=streaming-reply][data-request-offset="${interrupted}"]`, (el) => {
            const e = el as HTMLElement;
            return { state: e.dataset.state, text: e.querySelector('[data-testid=reply-text]')?.textContent ?? '' };
          }),
        { ...PAGE_POLL, message: 'the interrupted reply with its partial text' },
      )
      .toEqual({ state: 'cancelled', text: 'A long' });
    paused.open();
    expect(await first).toBe(HAS_REFERENCE_WORKER); // its request was settled by the interrupt
    expect(await second).toBe(true);
    // The reply lands in the transcript as a message (sendMessage), or stays a card (context only).
    await vi.waitFor(async () => {
      const replies = await replyState(page);
      if (replies.some((r) => r.state === 'succeeded' && r.text === 'Stopped. Here is the short one.')) return;
      const texts = await transcriptTexts(page);
      if (!texts.includes('Stopped. Here is the short one.')) {
        throw new Error(`the answer to the interrupting message: replies ${JSON.stringify(replies)}, transcript ${JSON.stringify(texts)}`);
      }
    }, PAGE_POLL);
    await page.uncheck('[data-testid=interrupt-checkbox]');
  }, 90_000);

  it('keeps the list live: created, status changes, messages, deletions, and the filters', async () => {
    const blue = await createSession(service, 'Blue team triage', { team: 'blue' });
    await expect.poll(async () => (await listIds(page))[0], { ...PAGE_POLL, message: 'a session created elsewhere' }).toBe(blue);
    await setStatus(service, blue, 'DONE');
    await expect
      .poll(() => page.$eval(`[data-session-id="${blue}"] [data-testid=session-status]`, (el) => (el as HTMLElement).dataset.status), {
        ...PAGE_POLL,
        message: 'its new status',
      })
      .toBe('DONE');
    await appendUser(service, blue, 'A message from elsewhere');
    await expect
      .poll(() => page.$eval(`[data-session-id="${blue}"] [data-testid=message-count]`, (el) => el.textContent), {
        ...PAGE_POLL,
        message: 'its message count',
      })
      .toBe('1 message');

    // Status filter: only DONE sessions, and one that becomes DONE joins.
    await page.selectOption('[data-testid=status-filter]', 'DONE');
    // Some sessions, all of them DONE: the set of statuses shown is exactly { DONE }.
    await expect
      .poll(
        async () =>
          new Set(
            await page.$$eval('[data-testid=session-item] [data-testid=session-status]', (els) =>
              els.map((el) => (el as HTMLElement).dataset.status),
            ),
          ),
        { ...PAGE_POLL, message: 'the DONE filter' },
      )
      .toEqual(new Set(['DONE']));
    await setStatus(service, sessionId, 'DONE');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'a session entering the DONE filter' }).toContain(sessionId);
    await setStatus(service, sessionId, 'WORKING');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'a session leaving the DONE filter' }).not.toContain(sessionId);
    await page.selectOption('[data-testid=status-filter]', '');

    // Metadata filter: only team blue, live.
    await page.fill('[data-testid=metadata-filter]', 'team=blue');
    await page.press('[data-testid=metadata-filter]', 'Enter');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the metadata filter' }).toEqual([blue]);
    const red = await createSession(service, 'Red team', { team: 'red' });
    const blue2 = await createSession(service, 'Blue team follow-up', { team: 'blue' });
    await expect.poll(async () => (await listIds(page))[0], { ...PAGE_POLL, message: 'a matching session appearing' }).toBe(blue2);
    expect(await listIds(page)).not.toContain(red);

    await service.gql('mutation E2eDelete($s: ID!) { deleteSession(input: { sessionId: $s }) { deleted } }', { s: blue2 });
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'a deleted session leaving' }).not.toContain(blue2);
    await page.fill('[data-testid=metadata-filter]', '');
    await page.press('[data-testid=metadata-filter]', 'Enter');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the unfiltered list' }).toContain(red);
    await screenshot(page, 'dashboard-list.png');
  }, 60_000);

  it('shows a session created after the list was read but before its live streams were up', async () => {
    // The service's connection_ack is held until the session exists: the list is read over
    // HTTP first, the session is created in between, and only then do the streams subscribe
    // (graphql-ws subscribes after the ack). Nothing but a read after subscribing can show it.
    let releaseAck: () => void = () => {};
    const ackHeld = new Promise<void>((resolve) => (releaseAck = resolve));
    await createSession(service, 'Already there');
    const fresh = await openPage(context, service, pageErrors);
    await fresh.routeWebSocket(/\/graphql$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage(async (message) => {
        if (typeof message === 'string' && message.includes('"connection_ack"')) await ackHeld;
        ws.send(message);
      });
    });
    await fresh.goto(`${service.origin}/dashboard/`);
    await expect.poll(async () => (await listIds(fresh)).length, { ...PAGE_POLL, message: 'the list read over HTTP' }).toBeGreaterThan(0);
    const between = await createSession(service, 'Created before the streams were live');
    releaseAck();
    await expect.poll(() => listIds(fresh), { ...PAGE_POLL, message: 'the session created in between' }).toContain(between);
    await fresh.close();
  });

  it('shows branch points, switches branches and forks from an entry', async () => {
    const branched = await createSession(service, 'Two answers');
    await appendUser(service, branched, 'Which city is larger?', 'q');
    await appendAssistant(service, branched, 'Lyon is larger.', 'a1', 'q');
    await appendUser(service, branched, 'Are you sure?', 'q2', 'a1');
    await appendAssistant(service, branched, 'Paris is larger.', 'a2', 'q'); // a second answer: now the active path

    await page.click(`[data-testid=session-item][data-session-id="${branched}"]`);
    await expect
      .poll(() => transcriptTexts(page), { ...PAGE_POLL, message: 'the newest branch' })
      .toEqual(['Which city is larger?', 'Paris is larger.']);
    const switcher = page.locator('[data-testid=branch-switcher]');
    expect(await switcher.getAttribute('data-branch-index')).toBe('2');
    expect(await switcher.getAttribute('data-branch-count')).toBe('2');

    await page.click('[data-testid=branch-prev]');
    await expect
      .poll(() => transcriptTexts(page), { ...PAGE_POLL, message: 'the first branch, to its end' })
      .toEqual(['Which city is larger?', 'Lyon is larger.', 'Are you sure?']);
    expect(await serverPathTexts(service, branched)).toEqual(['Which city is larger?', 'Lyon is larger.', 'Are you sure?']);
    await screenshot(page, 'dashboard-branches.png');

    // Fork from the second message: a new session with the path up to it.
    await page.locator('[data-testid=message]').nth(1).locator('[data-testid=fork-button]').click();
    await expect.poll(() => openSessionId(page), { ...PAGE_POLL, message: 'the fork to open' }).not.toBeOneOf(['', branched]);
    const fork = await openSessionId(page);
    await expect
      .poll(() => transcriptTexts(page), { ...PAGE_POLL, message: 'the forked transcript' })
      .toEqual(['Which city is larger?', 'Lyon is larger.']);
    expect(await page.locator('[data-testid=forked-from]').textContent()).toContain(branched);
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the fork in the list' }).toContain(fork);
    expect(await serverPathTexts(service, branched)).toEqual(['Which city is larger?', 'Lyon is larger.', 'Are you sure?']);
  }, 60_000);

  it('renders every kind of block: text, thinking (collapsed), a function call with its result, an inline image', async () => {
    const rich = await createSession(service, 'Weather tools');
    await appendUser(service, rich, 'What is the weather in Paris?');
    await service.gql(`mutation E2eRich($s: ID!, $m: [MessageInput!]!) { appendMessages(input: { sessionId: $s, messages: $m }) { lastEntryId } }`, {
      s: rich,
      m: [
        {
          assistant: {
            stopReason: 'FUNCTION_CALL',
            usage: { input: 12, output: 8 },
            content: [
              { thinking: { text: 'I need the weather tool.' } },
              { functionCall: { callId: 'call_1', functionId: 'weather.get', arguments: { city: 'Paris' } } },
            ],
          },
        },
        {
          functionResult: {
            functionCallId: 'call_1',
            functionId: 'weather.get',
            content: [{ text: { text: '18°C, cloudy' } }],
            details: { tempC: 18 },
          },
        },
        {
          assistant: {
            stopReason: 'END',
            content: [{ text: { text: 'It is 18°C and cloudy. Here is the map:' } }, { image: { data: PIXEL_PNG, mime: 'image/png' } }],
          },
        },
      ],
    });
    await page.click(`[data-testid=session-item][data-session-id="${rich}"]`);
    await page.waitForSelector('[data-testid=function-call]');
    // The call shows its arguments and, under it, its result (not as a separate message).
    const call = page.locator('[data-testid=function-call]');
    expect(await call.locator('.call-name').textContent()).toBe('weather.get');
    expect(await call.locator('pre').first().textContent()).toContain('"city": "Paris"');
    expect(await call.locator('[data-testid=function-result]').textContent()).toContain('18°C, cloudy');
    expect(await page.$$eval('[data-testid=message]', (els) => els.map((el) => (el as HTMLElement).dataset.role))).toEqual([
      'USER',
      'ASSISTANT',
      'ASSISTANT',
    ]);
    // Thinking is collapsed until opened.
    expect(await page.locator('[data-testid=thinking-block]').getAttribute('open')).toBeNull();
    await page.click('[data-testid=thinking-block] summary');
    expect(await page.locator('[data-testid=thinking-block]').getAttribute('open')).not.toBeNull();
    await expect
      .poll(() => page.$eval('[data-testid=image-block]', (img) => (img as HTMLImageElement).naturalWidth), {
        ...PAGE_POLL,
        message: 'the inline image',
      })
      .toBe(1);
    await screenshot(page, 'dashboard-blocks.png');
  });

  it('renders images and files stored as attachments', async () => {
    const withFiles = await createSession(service, 'Attachments');
    const upload = async (name: string, mime: string, bytes: Buffer) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: 'mutation E2eUpload($s: ID!, $f: File!) { uploadAttachment(input: { sessionId: $s, file: $f }) { attachment { id } } }',
          variables: { s: withFiles, f: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.f'] }));
      form.set('0', new Blob([new Uint8Array(bytes)], { type: mime }), name);
      const response = await fetch(service.url, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      const body = (await response.json()) as GraphQLAnswer<{ uploadAttachment: { attachment: { id: string } } }>;
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data!.uploadAttachment.attachment.id;
    };
    const image = await upload('pixel.png', 'image/png', Buffer.from(PIXEL_PNG, 'base64'));
    const file = await upload('notes.txt', 'text/plain', Buffer.from('Some notes.\n'));
    await service.gql(
      'mutation E2eFiles($s: ID!, $i: ID!, $f: ID!) { appendEntry(input: { sessionId: $s, message: { user: { content: [{ text: { text: "Two files" } }, { image: { attachmentId: $i } }, { file: { attachmentId: $f } }] } } }) { created } }',
      { s: withFiles, i: image, f: file },
    );
    await page.click(`[data-testid=session-item][data-session-id="${withFiles}"]`);
    await page.waitForSelector('[data-testid=file-block]');
    expect(await page.locator('[data-testid=file-block] .file-name').textContent()).toBe('notes.txt');
    // The image bytes come from /attachments/<id> with the page's credentials.
    await expect
      .poll(() => page.$eval('[data-testid=image-block]', (img) => (img as HTMLImageElement).naturalWidth), {
        ...PAGE_POLL,
        message: 'the attachment image',
      })
      .toBe(1);
  });

  it('changes the status from the session header', async () => {
    await page.click(`[data-testid=session-item][data-session-id="${sessionId}"]`);
    await expect.poll(() => openSessionId(page), { ...PAGE_POLL, message: 'the first session' }).toBe(sessionId);
    await page.selectOption('[data-testid=status-select]', 'DONE');
    await expect
      .poll(() => page.$eval('.session-header [data-testid=session-status]', (el) => (el as HTMLElement).dataset.status), {
        ...PAGE_POLL,
        message: 'the header status',
      })
      .toBe('DONE');
    const data = await service.gql<{ session: { status: string } }>('query E2eStatusOf($id: ID!) { session(id: $id) { status } }', { id: sessionId });
    expect(data.session.status).toBe('DONE');
  });

  it('searches sessions by their messages', async () => {
    const target = await createSession(service, 'Quarterly planning');
    await appendUser(service, target, 'Remember the zeppelin budget for next quarter.');
    await page.fill('[data-testid=search-input]', 'zeppelin');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the search hit' }).toEqual([target]);
    expect(await page.locator('[data-testid=search-snippet] mark').first().textContent()).toMatch(/zeppelin/i);
    await screenshot(page, 'dashboard-search.png');
    await page.fill('[data-testid=search-input]', '');
    await expect.poll(async () => (await listIds(page)).length, { ...PAGE_POLL, message: 'the full list again' }).toBeGreaterThan(1);
  });

  it('survives a restart of the service mid-stream: nothing missed, nothing doubled', async () => {
    await page.click(`[data-testid=session-item][data-session-id="${sessionId}"]`);
    await expect.poll(() => openSessionId(page), { ...PAGE_POLL, message: 'the first session' }).toBe(sessionId);
    const before = await transcriptTexts(page);

    const paused = gate();
    const chunks = ['Resuming', ' after', ' a restart', ' works.'];
    const answered = loop.answer(sessionId, { chunks, before: (i) => (i === 2 ? paused.promise : Promise.resolve()) });
    await page.fill('[data-testid=composer-input]', 'Tell me something, slowly.');
    await page.click('[data-testid=send-button]');
    await expect
      .poll(() => replyState(page), { ...PAGE_POLL, message: 'the reply streaming' })
      .toContainEqual({ state: 'streaming', text: 'Resuming after' });

    await service.stop();
    await expect.poll(() => page.locator('[data-testid=connection-banner]').count(), { ...PAGE_POLL, message: 'the reconnecting banner' }).toBe(1);
    await screenshot(page, 'dashboard-reconnecting.png');
    await service.start();
    // Written while the page is still away: it must see each exactly once when it resumes.
    await appendUser(service, sessionId, 'Written during the outage 1');
    await appendUser(service, sessionId, 'Written during the outage 2');
    paused.open();
    expect(await answered).toBe(true);

    await vi.waitFor(
      async () => {
        expect(await transcriptTexts(page), 'the page to resume with everything once').toContain('Written during the outage 2');
        expect(await page.locator('[data-testid=connection-banner]').count(), 'the page to resume: the banner gone').toBe(0);
      },
      { ...PAGE_POLL, timeout: 30_000 },
    );
    await vi.waitFor(async () => {
      const replies = await replyState(page);
      const full = chunks.join('');
      if (replies.some((r) => r.state === 'succeeded' && r.text === full)) return;
      const texts = await transcriptTexts(page);
      if (!texts.includes(full))
        throw new Error(`the settled reply after the restart: replies ${JSON.stringify(replies)}, transcript ${JSON.stringify(texts)}`);
    }, PAGE_POLL);
    const texts = await transcriptTexts(page);
    const ids = await entryIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    // What the page shows is exactly the stored path (plus the reply, when a worker mirrors it there).
    const stored = await serverPathTexts(service, sessionId);
    expect(texts).toEqual(stored);
    expect(texts.slice(0, before.length)).toEqual(before);
    expect(texts.filter((t) => t === 'Written during the outage 1')).toHaveLength(1);
    expect(texts.filter((t) => t === 'Tell me something, slowly.')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('shows a clear page for an unknown session', async () => {
    await page.goto(`${service.origin}/dashboard/sessions/s_does_not_exist`);
    await page.waitForSelector('[data-testid=session-missing]');
    expect(await page.locator('[data-testid=session-missing] h2').textContent()).toBe('Session not found');
  });
});

describe.skipIf(browserMissing)('the dashboard with authentication on', () => {
  let service: Service;
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildDashboardIfMissing();
    service = new Service('pglite', { auth: { jwtSecret: TEST_SECRET } });
    await service.start();
    browser = await launch();
    context = browser.context;
  }, 60_000);
  beforeEach(({ onTestFailed }) => onTestFailed(() => recordFailure(context)));

  afterAll(async () => {
    await browser?.close();
    await service?.dispose();
  });

  it('asks for a token, refuses a bad one, and works with a good one (HTTP and WebSocket)', async () => {
    const page = await openPage(context, service, pageErrors);
    const token = await hs256Token({ sub: 'u_dash' });
    const mine = await createSession(service, 'Mine', undefined, token);
    await createSession(service, 'Someone else’s', undefined, await hs256Token({ sub: 'u_other' }));

    await page.goto(`${service.origin}/dashboard/`);
    await page.waitForSelector('[data-testid=token-dialog]');
    expect(await page.locator('[data-testid=auth-message]').textContent()).toContain('needs a token');
    await screenshot(page, 'dashboard-token.png');

    await page.fill('[data-testid=token-input]', 'not-a-valid-token');
    await page.click('[data-testid=token-save]');
    await expect
      .poll(async () => (await page.locator('[data-testid=auth-message]').textContent()) ?? '', { ...PAGE_POLL, message: 'the refusal' })
      .toContain('refused');

    await page.fill('[data-testid=token-input]', token);
    await page.click('[data-testid=token-save]');
    await expect.poll(() => listIds(page), { ...PAGE_POLL, message: 'the tenant’s list' }).toEqual([mine]);
    expect(await page.evaluate(() => sessionStorage.getItem('agent-conversations.dashboard.token'))).toBe(token);

    // Live over the WebSocket with the same token: a session created by the same tenant appears.
    const second = await createSession(service, 'Mine too', undefined, token);
    await expect.poll(async () => (await listIds(page))[0], { ...PAGE_POLL, message: 'a live update over the authenticated socket' }).toBe(second);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

describe.skipIf(browserMissing)('the dashboard on a long transcript', () => {
  let service: Service;
  let browser: Browser;
  let context: BrowserContext;
  let longSession = '';
  const MESSAGES = 600;

  beforeAll(async () => {
    buildDashboardIfMissing();
    service = new Service('pglite', { dataDir: ':memory:' });
    await service.start();
    longSession = await createSession(service, 'Six hundred messages');
    for (let from = 0; from < MESSAGES; from += 300) {
      const messages = Array.from({ length: 300 }, (_, i) => ({ user: { content: [{ text: { text: `Message ${from + i + 1}` } }] } }));
      await service.gql(
        'mutation E2eLongTranscript($s: ID!, $m: [MessageInput!]!) { appendMessages(input: { sessionId: $s, messages: $m }) { lastEntryId } }',
        { s: longSession, m: messages },
      );
    }
    browser = await launch();
    context = browser.context;
  }, 180_000);
  beforeEach(({ onTestFailed }) => onTestFailed(() => recordFailure(context)));

  afterAll(async () => {
    await browser?.close();
    await service?.dispose();
  });

  // Its timing (the list's first paint over 10,000 sessions, the time per older page of a
  // 5,000-message transcript) is measured by `npm run bench` (scenario "dashboard").
  it('scrolls a long transcript one page at a time', async () => {
    const page = await openPage(context, service, []);
    await page.goto(`${service.origin}/dashboard/sessions/${longSession}`);
    await page.waitForSelector('[data-testid=message]');
    // Scroll to the top five times; each time one more page loads.
    for (let i = 0; i < 5; i++) {
      const count = await page.locator('[data-testid=message]').count();
      await page.$eval('[data-testid=transcript]', (el) => el.scrollTo({ top: 0 }));
      await expect
        .poll(() => page.locator('[data-testid=message]').count(), { ...PAGE_POLL, timeout: 20_000, message: 'an older page' })
        .toBeGreaterThan(count);
    }
    const loaded = await page.locator('[data-testid=message]').count();
    const texts = await transcriptTexts(page);
    expect(texts.at(-1)).toBe(`Message ${MESSAGES}`);
    expect(texts[0]).toBe(`Message ${MESSAGES - loaded + 1}`);
    await page.close();
  }, 120_000);
});
