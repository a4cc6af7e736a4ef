// SPEC §11 with the reference worker and the fake provider: a transcript turn end to end (the
// reply entry carries the provider's usage and finish reason), and a tool call round trip —
// the session's `tools` item goes out as the provider's tools, the provider's tool calls come
// back as a FUNCTION_CALL reply, and the results go back to the provider as tool messages.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../src/logger.js';
import type { WorkerConfig } from '../../src/worker/config.js';
import { startWorker } from '../../src/worker/worker.js';
import { createSession, ok, send, transcript } from '../helpers/conversation.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';
import { testWorkerConfig } from '../helpers/test-worker.js';

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

for (const backend of transportBackends()) {
  describe(`the reference worker answers transcript turns (${backend})`, { timeout: 90_000 }, () => {
    let server: TestServer;
    let fake: FakeOpenAI;
    const cleanups: (() => Promise<unknown> | void)[] = [];
    beforeAll(async () => {
      server = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
      fake = await startFakeOpenAI();
    });
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    afterAll(async () => {
      await fake?.close();
      await server?.stop();
    });

    function startFor(tag: Record<string, string>) {
      const config: WorkerConfig = testWorkerConfig(
        { graphqlUrl: server.url, openaiBaseUrl: fake.url, sessionMetadata: tag },
        { concurrency: 2, pollIntervalMs: 200 },
      );
      const worker = startWorker(config, { logger: silent });
      cleanups.push(() => worker.kill());
    }

    const settledTranscript = (id: string, count: number) =>
      vi.waitFor(
        async () => {
          const t = await transcript(server, id);
          if (t.messageCount !== count) throw new Error(`${count} messages (messageCount ${t.messageCount})`);
          return t;
        },
        { timeout: 20_000, interval: 20 },
      );

    it('a tool call round trip through the provider', async () => {
      const tag = { suite: `conv-worker-${randomUUID()}` };
      const id = await createSession(server, tag);
      const tools = [
        { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } },
      ];
      await ok(
        server,
        'mutation($id: ID!, $c: String!) { addContextItem(input: { sessionId: $id, item: { role: SYSTEM, key: "tools", content: $c } }) { offset } }',
        {
          id,
          c: JSON.stringify(tools),
        },
      );
      fake.enqueue(
        {
          kind: 'stream',
          deltas: [],
          toolCalls: [{ id: 'call_9', name: 'get_weather', arguments: '{"city":"Paris"}' }],
          usage: { prompt_tokens: 30, completion_tokens: 7 },
        },
        { kind: 'stream', deltas: ['Sunny, ', '18°C.'], usage: { prompt_tokens: 50, completion_tokens: 4 } },
      );
      const before = fake.calls.length;
      startFor(tag);
      await send(server, id, 'weather in Paris?');

      const first = await settledTranscript(id, 2);
      expect(first.messages.nodes[1].message).toMatchObject({
        role: 'ASSISTANT',
        stopReason: 'FUNCTION_CALL',
        nativeStopReason: 'tool_calls',
        usage: { input: 30, output: 7 },
        content: [{ __typename: 'FunctionCallBlock', callId: 'call_9', functionId: 'get_weather', arguments: { city: 'Paris' } }],
      });
      const call1 = fake.calls[before]!.body;
      expect(call1.tools).toEqual(tools);
      expect(call1.messages).toEqual([{ role: 'user', content: 'weather in Paris?' }]);

      await ok(
        server,
        'mutation($id: ID!) { sendFunctionResults(input: { sessionId: $id, results: [{ functionCallId: "call_9", functionId: "get_weather", content: [{ text: { text: "18°C, sunny" } }] }] }) { contextOffset } }',
        { id },
      );
      const done = await settledTranscript(id, 4);
      expect(done.messages.nodes[3].message).toMatchObject({ stopReason: 'END', nativeStopReason: 'stop', content: [{ text: 'Sunny, 18°C.' }] });
      const call2 = fake.calls[before + 1]!.body;
      expect(call2.messages).toEqual([
        { role: 'user', content: 'weather in Paris?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
        },
        { role: 'tool', tool_call_id: 'call_9', content: '18°C, sunny' },
      ]);
    });

    it('without a tools item no tools are sent and the reply is plain text', async () => {
      const tag = { suite: `conv-worker-${randomUUID()}` };
      const id = await createSession(server, tag);
      const before = fake.calls.length;
      startFor(tag);
      await send(server, id, 'hello');
      const t = await settledTranscript(id, 2);
      expect(t.messages.nodes[1].message).toMatchObject({ stopReason: 'END', content: [{ text: 'Echo: hello' }] });
      expect(fake.calls[before]!.body.tools).toBeUndefined();
    });
  });
}
