// SPEC §4 — context items through GraphQL: validation, keyed slots, compaction and the
// trust boundary in `Session.context.prompt`, on every backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import type { ContextItemInput } from '../gql/graphql.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const CtxAdd = graphql(`
  mutation CtxAdd($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
      item {
        offset
        role
        content
        key
        llmRequestPolicy
        llmRequestOffset
        files {
          contentType
          filename
          path
          size
          url
        }
        refs {
          __typename
          ... on ContextEventRef {
            streamPath
            offset
            eventType
          }
          ... on ContextUserRef {
            userId
          }
          ... on ContextFileRef {
            path
          }
          ... on ContextGitCommitRef {
            repoPath
            commitOid
          }
        }
        actor {
          __typename
          ... on UserActor {
            origin
          }
          ... on SlackActor {
            userId
            botName
          }
        }
        compaction {
          replacesHistoryThrough
          usage {
            inputTokens
            outputTokens
            cachedInputTokens
          }
        }
      }
      session {
        id
        lastOffset
      }
    }
  }
`);

const CtxContext = graphql(`
  query CtxContext($id: ID!) {
    session(id: $id) {
      id
      context {
        items {
          offset
          role
          content
          key
        }
        prompt {
          offset
          role
          content
        }
        openRequest {
          offset
          requestedAt
          expiresAt
        }
        pendingTriggerOffset
        lastRequestOffset
        nextRequestAt
      }
    }
  }
`);

const CtxEvents = graphql(`
  query CtxEvents($id: ID!) {
    session(id: $id) {
      events(first: 100) {
        nodes {
          offset
          type
          ... on ContextItemAddedEvent {
            item {
              offset
              role
              content
            }
          }
        }
      }
    }
  }
`);

for (const backend of backends()) {
  describe(`context items (${backend})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend, config: { llm: { debounceMs: 30, sweepIntervalMs: 50 } } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    const newSession = async () => (await createSession(server)).id;
    const add = (sessionId: string, item: ContextItemInput) => server.ok(CtxAdd, { input: { sessionId, item } });
    const context = async (id: string) => (await server.ok(CtxContext, { id })).session!.context;

    it('appends an item as an event, returns its offset, and maps every input variant', async () => {
      const id = await newSession();
      const r = await add(id, {
        role: 'USER',
        content: 'look at this',
        llmRequestPolicy: 'DONT_TRIGGER_REQUEST',
        files: [{ contentType: 'text/plain', filename: 'a.txt', path: '/p/a.txt', size: 3, url: 'https://x/a' }],
        refs: [
          { event: { streamPath: '/s/1', offset: 4, eventType: 'message' } },
          { user: { userId: 'u_1' } },
          { file: { path: '/p/b' } },
          { gitCommit: { repoPath: '/repo', commitOid: 'abc123' } },
        ],
        actor: { slack: { userId: 'U1' } },
      });
      const { offset, item, session } = r.addContextItem;
      expect(offset).toBe(2); // after session_created
      expect(session.lastOffset).toBe(2);
      expect(item).toMatchObject({ offset: 2, role: 'USER', llmRequestPolicy: 'DONT_TRIGGER_REQUEST', key: null, compaction: null });
      expect(item.files).toEqual([{ contentType: 'text/plain', filename: 'a.txt', path: '/p/a.txt', size: 3, url: 'https://x/a' }]);
      expect(item.refs).toEqual([
        { __typename: 'ContextEventRef', streamPath: '/s/1', offset: 4, eventType: 'message' },
        { __typename: 'ContextUserRef', userId: 'u_1' },
        { __typename: 'ContextFileRef', path: '/p/b' },
        { __typename: 'ContextGitCommitRef', repoPath: '/repo', commitOid: 'abc123' },
      ]);
      expect(item.actor).toEqual({ __typename: 'SlackActor', userId: 'U1', botName: null });
      const events = (await server.ok(CtxEvents, { id })).session!.events!.nodes;
      expect(events.map((e) => e.type)).toEqual(['SESSION_CREATED', 'CONTEXT_ITEM_ADDED']);
      expect(events[1]).toMatchObject({ offset: 2, item: { offset: 2, role: 'USER', content: 'look at this' } });
      // The default policy is AFTER_CURRENT_REQUEST.
      const d = await add(id, { role: 'SYSTEM', content: 'be brief' });
      expect(d.addContextItem.item.llmRequestPolicy).toBe('AFTER_CURRENT_REQUEST');
    });

    it('refuses invalid items with BAD_USER_INPUT naming the field, and writes nothing', async () => {
      const id = await newSession();
      const cases: [ContextItemInput, string][] = [
        [{ role: 'USER', content: 'x', compaction: { replacesHistoryThrough: 1 } }, 'input.item.compaction'],
        [{ role: 'DEVELOPER', content: 'x', key: 'k', compaction: { replacesHistoryThrough: 1 } }, 'input.item.key'],
        [{ role: 'USER', content: 'x', key: '' }, 'input.item.key'],
        [{ role: 'USER', content: 'x', llmRequestOffset: 3 }, 'input.item.llmRequestOffset'],
        [{ role: 'USER', content: 'x', refs: [{ event: { streamPath: '/s', offset: 0 } }] }, 'input.item.refs[0].offset'],
        [{ role: 'USER', content: 'x', files: [{ contentType: 't', filename: 'f', path: 'p', size: -1, url: 'u' }] }, 'input.item.files[0].size'],
        [
          { role: 'DEVELOPER', content: 'x', compaction: { replacesHistoryThrough: 1, usage: { inputTokens: -1, outputTokens: 0 } } },
          'input.item.compaction.usage.inputTokens',
        ],
        [{ role: 'USER', content: 'nul \u0000 here' }, 'input.item'],
      ];
      for (const [item, field] of cases) {
        const result = await server.request(CtxAdd, { input: { sessionId: id, item } });
        expect(errorCode(result), JSON.stringify(item)).toBe('BAD_USER_INPUT');
        expect(String(result.errors?.[0]?.extensions?.field)).toContain(field);
        expect(result.errors?.[0]?.message).toContain(field);
      }
      // @oneOf: two actor fields at once are refused by GraphQL itself.
      const two = await server.request(CtxAdd, {
        input: { sessionId: id, item: { role: 'USER', content: 'x', actor: { agent: { path: '/a' }, script: { executionId: 'e' } } as never } },
      });
      expect(two.errors?.length).toBeGreaterThan(0);
      const events = (await server.ok(CtxEvents, { id })).session!.events!.nodes;
      expect(events).toHaveLength(1);
    });

    it('fails NOT_FOUND for an unknown session', async () => {
      const result = await server.request(CtxAdd, { input: { sessionId: 'nope', item: { role: 'USER', content: 'x' } } });
      expect(errorCode(result)).toBe('NOT_FOUND');
    });

    it('a keyed slot updated ten times before a request holds one item; once a request covers it, the next update appends', async () => {
      const id = await newSession();
      await add(id, { role: 'SYSTEM', content: 'rules' });
      let last = 0;
      for (let i = 0; i < 10; i++) last = (await add(id, { role: 'SYSTEM', content: `status ${i}`, key: 'status' })).addContextItem.offset;
      let ctx = await context(id);
      expect(ctx.items.map((i) => [i.content, i.key])).toEqual([
        ['rules', null],
        ['status 9', 'status'],
      ]);
      expect(ctx.items[1]!.offset).toBe(last);
      expect(ctx.openRequest).toBeNull(); // system items never trigger

      // A user item triggers a request; the request covers everything below it.
      await add(id, { role: 'USER', content: 'go' });
      await expect.poll(async () => (await context(id)).openRequest, { message: 'a request opens' }).not.toBeNull();
      const updated = await add(id, { role: 'SYSTEM', content: 'status 10', key: 'status' });
      ctx = await context(id);
      expect(ctx.items.map((i) => i.content)).toEqual(['rules', 'status 9', 'go', 'status 10']);
      // Updating the new, uncovered occurrence replaces it in place again.
      await add(id, { role: 'SYSTEM', content: 'status 11', key: 'status' });
      ctx = await context(id);
      expect(ctx.items.map((i) => i.content)).toEqual(['rules', 'status 9', 'go', 'status 11']);
      expect(ctx.items[3]!.offset).toBeGreaterThan(updated.addContextItem.offset);
    });

    it('compaction keeps system items and the summary and drops older history', async () => {
      const id = await newSession();
      const quiet = 'DONT_TRIGGER_REQUEST' as const;
      await add(id, { role: 'SYSTEM', content: 'sys v1', key: 'sys' });
      await add(id, { role: 'USER', content: 'old question', llmRequestPolicy: quiet });
      await add(id, { role: 'SYSTEM', content: 'tools' });
      const barrier = (await add(id, { role: 'USER', content: 'old answer', llmRequestPolicy: quiet })).addContextItem.offset;
      await add(id, { role: 'USER', content: 'newer', llmRequestPolicy: quiet });
      const summary = await add(id, {
        role: 'DEVELOPER',
        content: 'summary of the old part',
        compaction: { replacesHistoryThrough: barrier, usage: { inputTokens: 10, outputTokens: 2, cachedInputTokens: 4 } },
      });
      expect(summary.addContextItem.item.compaction).toEqual({
        replacesHistoryThrough: barrier,
        usage: { inputTokens: 10, outputTokens: 2, cachedInputTokens: 4 },
      });
      const ctx = await context(id);
      expect(ctx.items.map((i) => i.content)).toEqual(['sys v1', 'tools', 'summary of the old part', 'newer']);
      // The summary is derived from history that may hold third-party text: it renders as user.
      expect(ctx.prompt.map((m) => [m.role, m.content])).toEqual([
        ['SYSTEM', 'sys v1'],
        ['SYSTEM', 'tools'],
        ['USER', 'summary of the old part'],
        ['USER', 'newer'],
      ]);
      // A compaction item triggers nothing.
      expect(ctx.pendingTriggerOffset).toBeNull();
      expect(ctx.openRequest).toBeNull();
    });

    it('applies the trust boundary in the prompt for every actor variant', async () => {
      const id = await newSession();
      const variants: [string, ContextItemInput['actor'], 'DEVELOPER' | 'USER'][] = [
        ['none', undefined, 'DEVELOPER'],
        ['agent', { agent: { path: '/agents/a' } }, 'DEVELOPER'],
        ['script', { script: { executionId: 'x1' } }, 'DEVELOPER'],
        ['user web', { user: { origin: 'WEB' } }, 'USER'],
        ['user mcp', { user: { origin: 'MCP' } }, 'USER'],
        ['integration', { integration: { name: 'jira' } }, 'USER'],
        ['slack', { slack: { botName: 'b' } }, 'USER'],
        ['telegram', { telegram: { username: 'tg' } }, 'USER'],
        ['email', { email: { address: 'a@b.c' } }, 'USER'],
        ['github', { github: { login: 'octo', senderType: 'Bot' } }, 'USER'],
      ];
      for (const [name, actor] of variants) {
        await add(id, { role: 'DEVELOPER', content: name, llmRequestPolicy: 'DONT_TRIGGER_REQUEST', ...(actor ? { actor } : {}) });
      }
      // A user item written by an integration stays user; the written role is kept in `items`.
      await add(id, { role: 'USER', content: 'plain user', llmRequestPolicy: 'DONT_TRIGGER_REQUEST', actor: { email: {} } });
      const ctx = await context(id);
      expect(ctx.items.map((i) => i.role)).toEqual([...variants.map(() => 'DEVELOPER'), 'USER']);
      expect(ctx.prompt.map((m) => [m.content, m.role])).toEqual([...variants.map(([name, , role]) => [name, role]), ['plain user', 'USER']]);
    });
  });
}
