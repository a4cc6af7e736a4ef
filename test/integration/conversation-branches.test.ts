// SPEC §11 — branches are what the model sees: regenerate answers a message again as a sibling
// branch, an edit (sendMessage under an earlier parent) answers the new branch, switching the
// leaf never changes an open request's prompt, a late reply does not yank the leaf, a fork
// carries on with its own path, and a compaction cuts the path. docs/semantics/conversation.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, ok, openRequest, send, settle, transcript } from '../helpers/conversation.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const SIBLINGS = 'query($id: ID!, $e: ID!) { session(id: $id) { entry(id: $e) { siblings { entryId } } } }';

for (const backend of backends()) {
  describe(`branches reach the model (${backend})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    /** A session with one settled turn: question → answer. */
    async function oneTurn(question: string, answer: string) {
      const id = await createSession(server);
      const q = await send(server, id, question);
      const r = await openRequest(server, id);
      await settle(server, id, r.offset, { succeeded: { text: answer } });
      const reply = (await transcript(server, id)).messages.nodes[1];
      return { id, q, r, reply };
    }

    it('regenerate → a sibling reply; the second request pins the path, not the discarded reply', async () => {
      const { id, q, r, reply } = await oneTurn('tell me a joke', 'joke one');
      const regen = await ok(server, 'mutation($id: ID!, $e: ID!) { regenerate(input: { sessionId: $id, entryId: $e }) { requestOffset } }', {
        id,
        e: q.entryId,
      });
      const r2 = await openRequest(server, id, [r.offset]);
      expect(r2.offset).toBe(regen.regenerate.requestOffset);
      expect(r2.triggerEntryId).toBe(q.entryId);
      expect(r2.prompt.map((m) => [m.role, m.content])).toEqual([['USER', 'tell me a joke']]);
      await settle(server, id, r2.offset, { succeeded: { text: 'joke two' } });

      const t = await transcript(server, id);
      expect(t.messages.nodes.map((n: any) => n.message.content[0].text)).toEqual(['tell me a joke', 'joke two']);
      expect(t.messageCount).toBe(3);
      const second = t.messages.nodes[1];
      expect(second.parentId).toBe(q.entryId);
      const siblings = await ok(server, SIBLINGS, { id, e: second.entryId });
      expect(siblings.session.entry.siblings.map((s: { entryId: string }) => s.entryId).sort()).toEqual([reply.entryId, second.entryId].sort());
    });

    it('regenerate refuses what it cannot answer', async () => {
      const { id, reply } = await oneTurn('q', 'a');
      const wrongKind = await server.request('mutation($id: ID!, $e: ID!) { regenerate(input: { sessionId: $id, entryId: $e }) { requestOffset } }', {
        id,
        e: reply.entryId,
      });
      expect(errorCode(wrongKind)).toBe('INVALID_ENTRY_KIND');
      const unknown = await server.request('mutation($id: ID!) { regenerate(input: { sessionId: $id, entryId: "nope" }) { requestOffset } }', { id });
      expect(errorCode(unknown)).toBe('ENTRY_NOT_FOUND');
    });

    it("edit → a branch, answered with the new branch's prompt", async () => {
      const { id, q, r } = await oneTurn('first question', 'first answer');
      const follow = await send(server, id, 'follow-up');
      const r2 = await openRequest(server, id, [r.offset]);
      await settle(server, id, r2.offset, { succeeded: { text: 'follow answer' } });

      // Edit the follow-up: send beside it (same parent), which branches and switches.
      const edited = await send(server, id, 'edited follow-up', { parentId: follow.parentId! });
      const r3 = await openRequest(server, id, [r.offset, r2.offset]);
      expect(r3.triggerEntryId).toBe(edited.entryId);
      expect(r3.prompt.map((m) => [m.role, m.content])).toEqual([
        ['USER', 'first question'],
        ['ASSISTANT', 'first answer'],
        ['USER', 'edited follow-up'],
      ]);
      await settle(server, id, r3.offset, { succeeded: { text: 'edited answer' } });
      const t = await transcript(server, id);
      expect(t.messages.nodes.map((n: any) => n.message.content[0].text)).toEqual([
        'first question',
        'first answer',
        'edited follow-up',
        'edited answer',
      ]);
      const siblings = await ok(server, SIBLINGS, { id, e: edited.entryId });
      expect(siblings.session.entry.siblings.map((s: { entryId: string }) => s.entryId).sort()).toEqual([follow.entryId, edited.entryId].sort());
      expect(q.parentId).toBeNull();
    });

    it("switching the leaf never changes an open request's prompt, and the late reply leaves the leaf where the user put it", async () => {
      const { id, q, r } = await oneTurn('root question', 'root answer');
      const a = await send(server, id, 'branch A');
      const ra = await openRequest(server, id, [r.offset]);
      const pinned = ra.prompt.map((m) => m.content);
      await ok(server, 'mutation($id: ID!, $e: ID!) { setActiveLeaf(input: { sessionId: $id, entryId: $e }) { session { activeLeafId } } }', {
        id,
        e: q.entryId,
      });
      const again = await openRequest(server, id);
      expect(again.offset).toBe(ra.offset);
      expect(again.prompt.map((m) => m.content)).toEqual(pinned);

      await settle(server, id, ra.offset, { succeeded: { text: 'answer A' } });
      const t = await transcript(server, id);
      expect(t.activeLeafId).toBe(q.entryId);
      const onA = await transcript(server, id, a.entryId);
      expect(onA.messages.nodes.map((n: any) => n.message.content[0].text)).toEqual(['root question', 'root answer', 'branch A']);
      const replyA = await ok(server, SIBLINGS.replace('siblings { entryId }', 'entryId'), { id, e: a.entryId });
      expect(replyA.session.entry.entryId).toBe(a.entryId);
      expect(t.messageCount).toBe(4);
    });

    it('a fork taken while a request is open carries on with its own path; the reply lands in the source', async () => {
      const { id, r, reply } = await oneTurn('shared question', 'shared answer');
      await send(server, id, 'source only');
      const open = await openRequest(server, id, [r.offset]);
      const fork = await ok(server, 'mutation($id: ID!, $e: ID!) { forkSession(input: { sessionId: $id, entryId: $e }) { session { id } } }', {
        id,
        e: reply.entryId,
      });
      const forkId = fork.forkSession.session.id as string;
      await settle(server, id, open.offset, { succeeded: { text: 'source answer' } });
      expect((await transcript(server, forkId)).messageCount).toBe(2);
      expect((await transcript(server, id)).messageCount).toBe(4);

      await send(server, forkId, 'fork question');
      const rf = await openRequest(server, forkId);
      expect(rf.prompt.map((m) => [m.role, m.content])).toEqual([
        ['USER', 'shared question'],
        ['ASSISTANT', 'shared answer'],
        ['USER', 'fork question'],
      ]);
    });

    it('a compaction summary replaces the path it covers', async () => {
      const { id, r } = await oneTurn('old question', 'old answer');
      const last = await ok(server, 'query($id: ID!) { session(id: $id) { lastOffset } }', { id });
      await ok(
        server,
        'mutation($id: ID!, $b: SafeInt!) { addContextItem(input: { sessionId: $id, item: { role: DEVELOPER, content: "summary: a question was answered", compaction: { replacesHistoryThrough: $b } } }) { offset } }',
        { id, b: last.session.lastOffset },
      );
      const fresh = await send(server, id, 'new question');
      const r2 = await openRequest(server, id, [r.offset]);
      // The summary (a context item) stands for the old path; the new message comes from the path.
      expect(r2.prompt.map((m) => [m.role, m.content, m.entryId])).toEqual([
        ['USER', 'summary: a question was answered', null],
        ['USER', 'new question', fresh.entryId],
      ]);
    });
  });
}
