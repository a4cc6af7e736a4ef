// The AI SDK transport (packages/client/src/ai-sdk) driven by the AI SDK's own chat state
// machine (`AbstractChat` from `ai`, what `useChat` wraps) against a real service, with the
// reference worker answering through the fake provider: send streams the reply into the chat
// and the transcript; stop keeps the reply ABORTED with its partial text; regenerate makes a
// sibling reply; a fresh chat reconnects to the open reply mid-stream and ends with the whole
// text exactly once (on another instance too); file parts upload as attachments; a failed turn
// and a refused send arrive as errors with the service's codes; the loaded history maps entries.
import { randomUUID } from 'node:crypto';
import { AbstractChat, type ChatInit, type ChatState, type ChatStatus, type UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '../../packages/client/src/index.js';
import { loadUIMessages, ServiceChatTransport } from '../../packages/client/src/ai-sdk/index.js';
import type { Logger } from '../../src/logger.js';
import type { WorkerConfig } from '../../src/worker/config.js';
import { startWorker } from '../../src/worker/worker.js';
import { createSession, ok, transcript } from '../helpers/conversation.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { transportBackends, startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';
import { testWorkerConfig } from '../helpers/test-worker.js';

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** The AI SDK chat with a plain in-memory state (the React and Vue packages swap in reactive ones). */
class NodeChat extends AbstractChat<UIMessage> {
  constructor(init: ChatInit<UIMessage>) {
    const state: ChatState<UIMessage> = {
      status: 'ready' as ChatStatus,
      error: undefined,
      messages: init.messages ?? [],
      pushMessage: (m) => void state.messages.push(m),
      popMessage: () => void state.messages.pop(),
      replaceMessage: (i, m) => {
        state.messages[i] = m;
      },
      snapshot: (thing) => structuredClone(thing),
    };
    super({ ...init, state });
  }
}

const textOf = (message: UIMessage | undefined) => (message?.parts ?? []).flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');

for (const backend of transportBackends()) {
  describe(`the AI SDK ChatTransport over the service (${backend})`, { timeout: 90_000 }, () => {
    let server: TestServer;
    let fake: FakeOpenAI;
    let client: Client;
    let worker: ReturnType<typeof startWorker>;
    const tag = { suite: `ai-sdk-${randomUUID()}` };

    beforeAll(async () => {
      server = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50, retryBaseMs: 10, retryMaxMs: 20 } } });
      fake = await startFakeOpenAI();
      const config: WorkerConfig = testWorkerConfig({ graphqlUrl: server.url, openaiBaseUrl: fake.url, sessionMetadata: tag }, { concurrency: 2 });
      worker = startWorker(config, { logger: silent });
      client = createClient({ url: server.url });
    });
    afterAll(async () => {
      await client?.dispose();
      await worker?.kill();
      await fake?.close();
      await server?.stop();
    });

    const chatFor = (id: string, messages: UIMessage[] = [], onError?: (e: Error) => void) =>
      new NodeChat({ id, messages, transport: new ServiceChatTransport({ client }), ...(onError ? { onError } : {}) });

    it('send streams the reply as text parts; the user message keeps its id as the entry id', async () => {
      const id = await createSession(server, tag);
      fake.enqueue({ kind: 'stream', deltas: ['Hel', 'lo ', 'there'] });
      const chat = chatFor(id);
      await chat.sendMessage({ text: 'hi' });
      expect(chat.status).toBe('ready');
      const [user, reply] = chat.messages;
      expect(user?.role).toBe('user');
      expect(textOf(reply)).toBe('Hello there');
      expect(reply?.metadata).toMatchObject({ stopReason: 'END' });
      const t = await transcript(server, id);
      expect(t.messages.nodes.map((n: any) => n.message.role)).toEqual(['USER', 'ASSISTANT']);
      expect(t.messages.nodes[0].entryId).toBe(user?.id);
      expect(t.messages.nodes[1].entryId).toBe((reply!.metadata as { entryId: string }).entryId);
      // A page reload starts from the loaded path: ids are entry ids.
      const loaded = await loadUIMessages(client, id);
      expect(loaded.map((m) => [m.id, m.role, textOf(m)])).toEqual([
        [user!.id, 'user', 'hi'],
        [t.messages.nodes[1].entryId, 'assistant', 'Hello there'],
      ]);
    });

    it('stop stops the request: the reply stays in the transcript, ABORTED, with its partial text; no further model call', async () => {
      const id = await createSession(server, tag);
      const callsBefore = fake.calls.length;
      fake.enqueue({ kind: 'stream', deltas: ['partial ', 'answer', ' never sent'], holdAfter: 2 });
      const chat = chatFor(id);
      const sending = chat.sendMessage({ text: 'write a long essay' });
      await expect.poll(() => textOf(chat.messages[1]), { message: 'the first chunks stream into the chat' }).toBe('partial answer');
      await chat.stop();
      await sending;
      await expect.poll(async () => (await transcript(server, id)).messageCount, { message: 'the aborted reply lands' }).toBe(2);
      const reply = (await transcript(server, id)).messages.nodes[1];
      expect(reply.message.stopReason).toBe('ABORTED');
      expect(reply.message.content).toEqual([{ __typename: 'TextBlock', text: 'partial answer' }]);
      fake.release();
      // Stopping is no new input: nothing is pending, no request opens, the model is not asked again.
      const data = await ok(server, 'query($id: ID!) { session(id: $id) { context { openRequest { offset } pendingTriggerOffset } } }', { id });
      expect(data.session.context).toEqual({ openRequest: null, pendingTriggerOffset: null });
      expect(fake.calls.length).toBe(callsBefore + 1);
      expect((await transcript(server, id)).messageCount).toBe(2);
    });

    it('regenerate answers the user message again: two sibling replies', async () => {
      const id = await createSession(server, tag);
      fake.enqueue({ kind: 'stream', deltas: ['first'] }, { kind: 'stream', deltas: ['sec', 'ond'] });
      const chat = chatFor(id);
      await chat.sendMessage({ text: 'pick a number' });
      expect(textOf(chat.messages[1])).toBe('first');
      await chat.regenerate();
      expect(chat.messages.map(textOf)).toEqual(['pick a number', 'second']);
      const userId = chat.messages[0]!.id;
      const path = await ok(server, 'query($id: ID!) { session(id: $id) { messages(last: 10) { nodes { entryId parentId } } } }', { id });
      expect(path.session.messages.nodes.map((n: any) => n.parentId)).toEqual([null, userId]);
      const events = await ok(
        server,
        'query($id: ID!) { session(id: $id) { events(last: 50) { nodes { type ... on MessageAddedEvent { parentId } } } } }',
        { id },
      );
      expect(events.session.events.nodes.filter((e: any) => e.type === 'MESSAGE_ADDED' && e.parentId === userId)).toHaveLength(2);
    });

    it('a new chat reconnects to the open reply mid-stream: the whole text once', async () => {
      const id = await createSession(server, tag);
      fake.enqueue({ kind: 'stream', deltas: ['one ', 'two ', 'three ', 'four'], holdAfter: 2 });
      const first = chatFor(id);
      void first.sendMessage({ text: 'count' });
      await expect.poll(() => textOf(first.messages[1]), { message: 'the reply starts streaming' }).toBe('one two ');
      // A page reload: the old chat goes away without stopping the request; a new one loads the path and resumes.
      const reloaded = chatFor(id, await loadUIMessages(client, id));
      expect(reloaded.messages.map((m) => m.role)).toEqual(['user']);
      const resuming = reloaded.resumeStream();
      await expect.poll(() => textOf(reloaded.messages[1]), { message: 'the resumed reply starts from the text so far' }).toBe('one two ');
      fake.release();
      await resuming;
      expect(reloaded.messages.map(textOf)).toEqual(['count', 'one two three four']);
      // With nothing open there is nothing to resume.
      const idle = chatFor(id, await loadUIMessages(client, id));
      await idle.resumeStream();
      expect(idle.messages).toHaveLength(2);
      expect(idle.status).toBe('ready');
    });

    it('file parts upload as attachments of the user message', async () => {
      const id = await createSession(server, tag);
      const chat = chatFor(id);
      const file = { type: 'file' as const, mediaType: 'text/plain', filename: 'notes.txt', url: `data:text/plain;base64,${btoa('hello file')}` };
      await chat.sendMessage({ text: 'see the file', files: [file] });
      const data = await ok(
        server,
        `query($id: ID!) { session(id: $id) { messages(last: 1, fromEntryId: "${chat.messages[0]!.id}") { nodes { ... on MessageEntry { message {
          content { __typename ... on TextBlock { text } ... on FileBlock { attachment { filename mime size } } } } } } } } }`,
        { id },
      );
      // In the order of the UI message's parts (the AI SDK puts files first).
      expect(data.session.messages.nodes[0].message.content).toEqual([
        { __typename: 'FileBlock', attachment: { filename: 'notes.txt', mime: 'text/plain', size: 10 } },
        { __typename: 'TextBlock', text: 'see the file' },
      ]);
      const [, reply] = await loadUIMessages(client, id);
      expect(reply?.role).toBe('assistant');
    });

    it('a reply that failed for good arrives as an error with its error kind', async () => {
      const id = await createSession(server, tag);
      // Every attempt of the turn fails (LLM_MAX_ATTEMPTS, 3 by default): the retries stream into the same message.
      const failure = { kind: 'error' as const, status: 400, message: 'bad request from the provider', type: 'invalid_request_error' };
      fake.enqueue(failure, failure, failure);
      const errors: Error[] = [];
      const chat = chatFor(id, [], (e) => errors.push(e));
      await chat.sendMessage({ text: 'fail please' });
      expect(chat.status).toBe('error');
      expect(errors[0]?.message).toMatch(/^(PERMANENT|TRANSIENT|RATE_LIMITED|AUTH_EXPIRED|CONTEXT_OVERFLOW): .*bad request from the provider/);
      const t = await transcript(server, id);
      expect(t.messages.nodes[1].message.stopReason).toBe('ERROR');
    });

    it('a refused send arrives as an error with the service code, and nothing is written', async () => {
      const errors: Error[] = [];
      const chat = chatFor('s_does_not_exist', [], (e) => errors.push(e));
      await chat.sendMessage({ text: 'hello?' });
      expect(chat.status).toBe('error');
      expect(errors[0]?.message).toMatch(/^NOT_FOUND: /);
    });
  });
}

describe.skipIf(!testDatabaseUrl() || !testRedisUrl())('the AI SDK ChatTransport across instances (postgres + redis)', { timeout: 90_000 }, () => {
  let a: TestServer;
  let b: TestServer;
  let fake: FakeOpenAI;
  let worker: ReturnType<typeof startWorker>;
  let onA: Client;
  let onB: Client;
  const tag = { suite: `ai-sdk-multi-${randomUUID()}` };

  beforeAll(async () => {
    const llm = { debounceMs: 0, sweepIntervalMs: 50 };
    a = await startServer({ backend: 'postgres', redisUrl: testRedisUrl()!, config: { llm } });
    b = await startServer({ backend: 'postgres', databaseUrl: a.databaseUrl!, redisUrl: testRedisUrl()!, config: { llm } });
    fake = await startFakeOpenAI();
    worker = startWorker(testWorkerConfig({ graphqlUrl: a.url, openaiBaseUrl: fake.url, sessionMetadata: tag }), { logger: silent });
    onA = createClient({ url: a.url });
    onB = createClient({ url: b.url });
  });
  afterAll(async () => {
    await onA?.dispose();
    await onB?.dispose();
    await worker?.kill();
    await fake?.close();
    await b?.stop();
    await a?.stop();
  });

  it('a reply streaming through one instance resumes on another: the whole text once', async () => {
    const id = await createSession(a, tag);
    fake.enqueue({ kind: 'stream', deltas: ['alpha ', 'beta ', 'gamma'], holdAfter: 2 });
    const first = new NodeChat({ id, transport: new ServiceChatTransport({ client: onA }) });
    void first.sendMessage({ text: 'greek letters' });
    await expect.poll(() => textOf(first.messages[1]), { message: 'the reply streams on A' }).toBe('alpha beta ');
    const resumed = new NodeChat({ id, messages: await loadUIMessages(onB, id), transport: new ServiceChatTransport({ client: onB }) });
    const resuming = resumed.resumeStream();
    await expect.poll(() => textOf(resumed.messages[1]), { message: 'B resumes from the text so far' }).toBe('alpha beta ');
    fake.release();
    await resuming;
    expect(resumed.messages.map(textOf)).toEqual(['greek letters', 'alpha beta gamma']);
  });
});
