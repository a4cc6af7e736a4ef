// SPEC §11 — how each settlement of a transcript turn lands: an interrupt leaves an ABORTED reply
// with the partial text, expiry too, a failure out of attempts an ERROR reply with its
// errorKind, a retried failure nothing; a tool call round-trips through sendFunctionResults.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chunk, createSession, ok, openRequest, send, settle, transcript } from '../helpers/conversation.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

for (const backend of backends()) {
  describe(`settled transcript turns (${backend})`, () => {
    let server: TestServer;
    let expiring: TestServer;
    beforeAll(async () => {
      server = await startServer({
        backend,
        config: { llm: { debounceMs: 0, sweepIntervalMs: 50, maxAttempts: 2, retryBaseMs: 10, retryMaxMs: 20 } },
      });
      expiring = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50, requestTtlMs: 300 } } });
    });
    afterAll(async () => {
      await server?.stop();
      await expiring?.stop();
    });

    it('an interrupt → an ABORTED reply with the partial text under its own entry; the leaf stays on the new message', async () => {
      const id = await createSession(server);
      const q1 = await send(server, id, 'write a long story');
      const r1 = await openRequest(server, id);
      await chunk(server, id, r1.offset, 0, 'Once upon ');
      await chunk(server, id, r1.offset, 1, 'a time');
      const q2 = await send(server, id, 'stop, shorter please', { llmRequestPolicy: 'INTERRUPT_CURRENT_REQUEST' });

      const aborted = await transcript(server, id, q1.entryId);
      expect(aborted.activeLeafId).toBe(q2.entryId);
      const all = await ok(server, 'query($id: ID!, $e: ID!) { session(id: $id) { entry(id: $e) { siblings { entryId } } } }', { id, e: q2.entryId });
      const replyId = all.session.entry.siblings.map((s: { entryId: string }) => s.entryId).find((e: string) => e !== q2.entryId);
      const reply = (await transcript(server, id, replyId)).messages.nodes.at(-1);
      expect(reply.parentId).toBe(q1.entryId);
      expect(reply.message).toMatchObject({ role: 'ASSISTANT', stopReason: 'ABORTED', content: [{ text: 'Once upon a time' }] });

      const r2 = await openRequest(server, id, [r1.offset]);
      expect(r2.triggerEntryId).toBe(q2.entryId);
      expect(r2.prompt.map((m) => m.content)).toEqual(['write a long story', 'stop, shorter please']);
    });

    it('stopLlmRequest → an ABORTED reply with the partial text, the leaf on it, and no next request; a stale stop writes nothing', async () => {
      const STOP = 'mutation($input: StopLlmRequestInput!) { stopLlmRequest(input: $input) { stopped requestOffset } }';
      const id = await createSession(server);
      const q = await send(server, id, 'write a long story');
      const r = await openRequest(server, id);
      await chunk(server, id, r.offset, 0, 'Once upon ');
      await chunk(server, id, r.offset, 1, 'a time');

      // A stop naming another request (one that is not open) changes nothing.
      const stale = await ok(server, STOP, { input: { sessionId: id, requestOffset: r.offset + 100 } });
      expect(stale.stopLlmRequest).toEqual({ stopped: false, requestOffset: null });
      const stopped = await ok(server, STOP, { input: { sessionId: id, requestOffset: r.offset } });
      expect(stopped.stopLlmRequest).toEqual({ stopped: true, requestOffset: r.offset });

      const t = await transcript(server, id);
      expect(t.messageCount).toBe(2);
      const reply = t.messages.nodes[1];
      expect(reply.parentId).toBe(q.entryId);
      expect(t.activeLeafId).toBe(reply.entryId);
      expect(reply.message).toMatchObject({ role: 'ASSISTANT', stopReason: 'ABORTED', content: [{ text: 'Once upon a time' }] });

      // No next request: the stop is not new input (an interrupting item would open one).
      const lastOffset = (await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset } }', { id })).session.lastOffset;
      await new Promise((resolve) => setTimeout(resolve, 300)); // several sweeps (50 ms) of the scheduler
      const after = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset context { openRequest { offset } } } }', { id });
      expect(after.session.context.openRequest).toBeNull();
      expect(after.session.lastOffset).toBe(lastOffset);
      const again = await ok(server, STOP, { input: { sessionId: id } });
      expect(again.stopLlmRequest).toEqual({ stopped: false, requestOffset: null });
    });

    it('a failure out of attempts → an ERROR reply with errorKind; the retried failure added nothing', async () => {
      const id = await createSession(server);
      const q = await send(server, id, 'hello?');
      const r1 = await openRequest(server, id);
      await settle(server, id, r1.offset, { failed: { errorMessage: '429 too many', errorKind: 'RATE_LIMITED' } });
      const r2 = await openRequest(server, id, [r1.offset]);
      expect(r2.triggerEntryId).toBe(q.entryId);
      expect((await transcript(server, id)).messageCount).toBe(1);
      await settle(server, id, r2.offset, { failed: { errorMessage: '429 again', errorKind: 'RATE_LIMITED' } });
      const t = await transcript(server, id);
      expect(t.messageCount).toBe(2);
      expect(t.messages.nodes[1].parentId).toBe(q.entryId);
      expect(t.messages.nodes[1].message).toMatchObject({ role: 'ASSISTANT', stopReason: 'ERROR', errorKind: 'RATE_LIMITED', content: [] });
    });

    it('expiry → an ABORTED reply', async () => {
      const id = await createSession(expiring);
      const q = await send(expiring, id, 'anyone there?');
      await openRequest(expiring, id);
      const t = await vi.waitFor(
        async () => {
          const current = await transcript(expiring, id);
          if (current.messageCount !== 2) throw new Error(`the expired turn leaves a reply (messageCount ${current.messageCount}, want 2)`);
          return current;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(t.messages.nodes[1].parentId).toBe(q.entryId);
      expect(t.messages.nodes[1].message).toMatchObject({ stopReason: 'ABORTED', content: [] });
    });

    it('a tool call round trip: FUNCTION_CALL reply, sendFunctionResults, the next prompt holds the call and its result', async () => {
      const id = await createSession(server);
      await send(server, id, 'weather in Paris?');
      const r1 = await openRequest(server, id);
      await settle(server, id, r1.offset, {
        succeeded: {
          text: '',
          nativeStopReason: 'tool_calls',
          functionCalls: [{ callId: 'call_1', functionId: 'get_weather', arguments: { city: 'Paris' } }],
        },
      });
      const t = await transcript(server, id);
      expect(t.messages.nodes[1].message).toMatchObject({
        stopReason: 'FUNCTION_CALL',
        nativeStopReason: 'tool_calls',
        content: [{ __typename: 'FunctionCallBlock', callId: 'call_1', functionId: 'get_weather', arguments: { city: 'Paris' } }],
      });
      const results = await ok(
        server,
        `mutation($id: ID!) { sendFunctionResults(input: { sessionId: $id, results: [{ functionCallId: "call_1", functionId: "get_weather", content: [{ text: { text: "18°C, sunny" } }] }] }) { entries { entryId parentId } contextOffset } }`,
        { id },
      );
      expect(results.sendFunctionResults.entries[0].parentId).toBe(t.messages.nodes[1].entryId);
      const r2 = await openRequest(server, id, [r1.offset]);
      expect(r2.triggerEntryId).toBe(results.sendFunctionResults.entries[0].entryId);
      expect(r2.prompt.map((m) => [m.role, m.content, m.functionCalls, m.functionResult])).toEqual([
        ['USER', 'weather in Paris?', [], null],
        ['ASSISTANT', '', [{ callId: 'call_1', functionId: 'get_weather', arguments: { city: 'Paris' } }], null],
        ['USER', '18°C, sunny', [], { callId: 'call_1', functionId: 'get_weather' }],
      ]);
      await settle(server, id, r2.offset, { succeeded: { text: 'It is sunny, 18°C.' } });
      const end = await transcript(server, id);
      expect(end.messageCount).toBe(4);
      expect(end.messages.nodes[3].message).toMatchObject({ stopReason: 'END', content: [{ text: 'It is sunny, 18°C.' }] });
    });
  });
}
