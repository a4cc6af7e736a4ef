// SPEC §11 — one conversation: a user turn in one call (sendMessage), the reply landing in the
// transcript with usage and stop reason, idempotent retries, and the reply counted, searched
// and forked like any message. docs/semantics/conversation.md.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busListeners, liveClient, waitForListeners } from '../helpers/clients.js';
import { chunk, createSession, ok, openRequest, send, settle, transcript } from '../helpers/conversation.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

for (const backend of backends()) {
  describe(`sendMessage: one call per user turn (${backend})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('a full turn: send → chunks → settle → the reply is a transcript entry with usage and stop reason, counted, searchable, forkable', async () => {
      const id = await createSession(server);
      const sent = await send(server, id, 'What is the capital of France?');
      expect(sent.created).toBe(true);
      expect(sent.parentId).toBeNull();

      // One transaction, one set of events: the entry, then its user context item.
      const events = await ok(server, 'query($id: ID!) { session(id: $id) { events(first: 10) { nodes { offset type } } } }', { id });
      expect(events.session.events.nodes.slice(0, 3).map((e: { type: string }) => e.type)).toEqual([
        'SESSION_CREATED',
        'MESSAGE_ADDED',
        'CONTEXT_ITEM_ADDED',
      ]);
      expect(sent.contextOffset).toBe(3);

      const request = await openRequest(server, id);
      expect(request.offset).toBe(4); // as the README's walkthrough says
      expect(request.triggerEntryId).toBe(sent.entryId);
      expect(request.prompt.map((m) => [m.role, m.content, m.entryId])).toEqual([['USER', 'What is the capital of France?', sent.entryId]]);

      await chunk(server, id, request.offset, 0, 'Paris');
      const settled = await settle(server, id, request.offset, {
        succeeded: {
          text: 'Paris is the capital.',
          usage: { inputTokens: 12, outputTokens: 5, cachedInputTokens: 2 },
          nativeStopReason: 'stop',
          stopReason: 'END',
        },
      });
      expect(settled).toBe(true);

      const after = await transcript(server, id);
      expect(after.messageCount).toBe(2);
      const reply = after.messages.nodes[1];
      expect(reply.parentId).toBe(sent.entryId);
      expect(after.activeLeafId).toBe(reply.entryId);
      expect(reply.message).toMatchObject({
        role: 'ASSISTANT',
        content: [{ __typename: 'TextBlock', text: 'Paris is the capital.' }],
        stopReason: 'END',
        nativeStopReason: 'stop',
        errorKind: null,
        usage: { input: 12, output: 5, cacheRead: 2, reasoning: null },
      });

      // The assistant context item came in the same transaction.
      const items = await ok(server, 'query($id: ID!) { session(id: $id) { context { items { role content } openRequest { offset } } } }', { id });
      expect(items.session.context.items.map((i: { role: string }) => i.role)).toEqual(['USER', 'ASSISTANT']);
      expect(items.session.context.openRequest).toBeNull();

      const search = await ok(server, 'query { searchSessions(query: "capital") { nodes { session { id } snippets { entryId } } } }');
      const hit = search.searchSessions.nodes.find((n: { session: { id: string } }) => n.session.id === id);
      expect(hit.snippets.map((s: { entryId: string }) => s.entryId)).toContain(reply.entryId);

      const fork = await ok(
        server,
        'mutation($id: ID!, $e: ID!) { forkSession(input: { sessionId: $id, entryId: $e }) { session { id messageCount } } }',
        {
          id,
          e: reply.entryId,
        },
      );
      expect(fork.forkSession.session.messageCount).toBe(2);
    });

    it('messageAdded streams the reply like any message', async () => {
      const id = await createSession(server);
      const live = liveClient('ws', server);
      const before = busListeners(server);
      try {
        const added = live.subscribe(
          parse(
            'subscription($f: MessageFilter) { messageAdded(filter: $f) { entry { entryId parentId ... on MessageEntry { message { role } } } } }',
          ),
          { f: { sessionId: id, roles: ['ASSISTANT'] } },
        );
        await waitForListeners(server, before + 1);
        const sent = await send(server, id, 'ping');
        const r = await openRequest(server, id);
        await settle(server, id, r.offset, { succeeded: { text: 'pong' } });
        const [event] = (await added.waitFor(1)) as { messageAdded: { entry: { parentId: string; message: { role: string } } } }[];
        expect(event!.messageAdded.entry).toMatchObject({ parentId: sent.entryId, message: { role: 'ASSISTANT' } });
      } finally {
        await live.dispose();
      }
    });

    it('the next turn is sent under the reply and its prompt holds the whole path', async () => {
      const id = await createSession(server);
      const first = await send(server, id, 'one');
      const r1 = await openRequest(server, id);
      await settle(server, id, r1.offset, { succeeded: { text: 'uno' } });
      const second = await send(server, id, 'two');
      const r2 = await openRequest(server, id, [r1.offset]);
      expect(r2.triggerEntryId).toBe(second.entryId);
      expect(r2.prompt.map((m) => [m.role, m.content])).toEqual([
        ['USER', 'one'],
        ['ASSISTANT', 'uno'],
        ['USER', 'two'],
      ]);
      expect(second.parentId).not.toBe(first.entryId); // under the reply
    });

    it('system and developer context comes first; user items of the context lane are not repeated', async () => {
      const id = await createSession(server);
      await ok(
        server,
        'mutation($id: ID!) { addContextItem(input: { sessionId: $id, item: { role: SYSTEM, content: "be brief", key: "rules" } }) { offset } }',
        {
          id,
        },
      );
      const hi = await send(server, id, 'hi');
      const r = await openRequest(server, id);
      expect(r.prompt.map((m) => [m.role, m.content, m.key, m.entryId])).toEqual([
        ['SYSTEM', 'be brief', 'rules', null],
        ['USER', 'hi', null, hi.entryId],
      ]);
    });

    it('is idempotent on entryId: a retry writes nothing and answers the first call', async () => {
      const id = await createSession(server);
      const first = await send(server, id, 'once', { entryId: 'turn-1' });
      const before = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset messageCount } }', { id });
      const again = await send(server, id, 'once', { entryId: 'turn-1' });
      expect(again).toEqual({ ...first, created: false });
      const after = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset messageCount } }', { id });
      expect(after.session.messageCount).toBe(before.session.messageCount);
      // Only a request may have opened since (the scheduler's own event): no second item or entry.
      const events = await ok(server, 'query($id: ID!) { session(id: $id) { events(first: 20) { nodes { type } } } }', { id });
      const types = events.session.events.nodes.map((e: { type: string }) => e.type);
      expect(types.filter((t: string) => t === 'CONTEXT_ITEM_ADDED')).toHaveLength(1);
      expect(types.filter((t: string) => t === 'MESSAGE_ADDED')).toHaveLength(1);
    });

    it('content blocks with attachments: stored on the entry, named in the item and the prompt; a foreign one refused', async () => {
      const id = await createSession(server);
      const file = await upload(server.url, { sessionId: id, bytes: '%PDF-1.4 report', name: 'report.pdf', type: 'application/pdf' });
      const data = await ok(
        server,
        `mutation($input: SendMessageInput!) { sendMessage(input: $input) { entry { entryId ... on MessageEntry { message { content { __typename ... on FileBlock { attachment { id filename } } } } } } contextOffset } }`,
        { input: { sessionId: id, message: { content: [{ text: { text: 'Summarise this' } }, { file: { attachmentId: file.id } }] } } },
      );
      expect(data.sendMessage.entry.message.content).toEqual([
        { __typename: 'TextBlock' },
        { __typename: 'FileBlock', attachment: { id: file.id, filename: 'report.pdf' } },
      ]);
      const r = await openRequest(server, id);
      expect(r.prompt.map((m) => m.content)).toEqual(['Summarise this\n\n[attachment: report.pdf (application/pdf)]']);

      const other = await createSession(server);
      const foreign = await server.request(
        'mutation($id: ID!, $a: ID!) { sendMessage(input: { sessionId: $id, message: { content: [{ file: { attachmentId: $a } }] } }) { created } }',
        { id: other, a: file.id },
      );
      expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
      const after = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset messageCount } }', { id: other });
      expect(after.session).toEqual({ lastOffset: 1, messageCount: 0 });
    });

    it('refuses bad input and writes nothing', async () => {
      const id = await createSession(server);
      const bad = await server.request(
        'mutation($id: ID!) { sendMessage(input: { sessionId: $id, parentId: "nope", message: { content: [{ text: { text: "x" } }] } }) { created } }',
        { id },
      );
      expect(errorCode(bad)).toBe('PARENT_NOT_FOUND');
      const missing = await server.request(
        'mutation { sendMessage(input: { sessionId: "no-such", message: { content: [{ text: { text: "x" } }] } }) { created } }',
      );
      expect(errorCode(missing)).toBe('NOT_FOUND');
      const after = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset messageCount } }', { id });
      expect(after.session).toEqual({ lastOffset: 1, messageCount: 0 });
    });

    it('one-lane sessions are unchanged: a context-only turn writes no entry', async () => {
      const id = await createSession(server);
      await ok(server, 'mutation($id: ID!) { addContextItem(input: { sessionId: $id, item: { role: USER, content: "ctx only" } }) { offset } }', {
        id,
      });
      const r = await openRequest(server, id);
      expect(r.triggerEntryId).toBeNull();
      await settle(server, id, r.offset, { succeeded: { text: 'fine' } });
      const t = await transcript(server, id);
      expect(t.messageCount).toBe(0);
    });
  });
}
