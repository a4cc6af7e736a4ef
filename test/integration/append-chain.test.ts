// The placement rules live in one place, append_chain (SQL): this pins them against the real
// database on each backend. A random tree grown through it must give every entry the path
// root → entry that its parent links describe, the events it returns must be the rows it
// stored, and a fork's copies take exactly the ids the service made for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { newId } from '../../src/domain/ids.js';
import { pathSegments } from '../../src/domain/path.js';
import type { MessageRecord } from '../../src/domain/types.js';
import { newSessionRecord } from '../../src/services/sessions.js';
import { appendChain } from '../../src/store/append.js';
import { copyPath, getPosition, readPath } from '../../src/store/entries.js';
import { readEvents } from '../../src/store/events.js';
import { insertSession } from '../../src/store/sessions.js';
import { backends, createTestDatabase, dropTestDatabase } from '../helpers/server.js';

const message = (n: number): MessageRecord => ({ role: 'user', timestamp: n, content: [{ type: 'text', text: `m${n}` }] });

describe.each(backends())('append_chain (%s)', (backend) => {
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    databaseUrl = backend === 'pglite' ? undefined : await createTestDatabase({ backend });
    handle = await openDatabase({ databaseUrl, dataDir: ':memory:', poolSize: 2 });
  });
  afterAll(async () => {
    await handle.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  async function newSession(): Promise<string> {
    const session = newSessionRecord(newId('s'), { title: '', description: '', metadata: {} }, 1);
    await insertSession(handle.db, session);
    return session.id;
  }

  it('a random tree: every path is the parent walk, and the returned events are the stored rows', async () => {
    const sessionId = await newSession();
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const parents = new Map<string, string | null>();
    const order: string[] = [];
    let leaf: string | null = null;
    let offset = 0;
    for (let step = 0; step < 60; step++) {
      // Mostly continue the active leaf; sometimes branch off an earlier entry.
      const parentId = order.length > 0 && rand(4) === 0 ? order[rand(order.length)]! : null;
      const ids = Array.from({ length: 1 + rand(3) }, () => newId('e'));
      const result = await appendChain(handle.db, {
        sessionId,
        seenMetadata: null,
        entryId: null,
        parentId,
        entries: ids.map((id, i) => ({ id, kind: 'message' as const, body: message(step * 10 + i) })),
        origin: { step },
        now: 1000 + step,
      });
      if (result.status !== 'ok') throw new Error(`append failed: ${result.status}`);
      let parent = parentId ?? leaf;
      for (const id of ids) {
        parents.set(id, parent);
        order.push(id);
        parent = id;
      }
      leaf = ids[ids.length - 1]!;
      // The returned events: one message_added per entry, the next offsets, exactly as stored.
      expect(result.events.map((e) => e.offset)).toEqual(ids.map((_, i) => offset + i + 1));
      expect(result.events.map((e) => [e.payload.entry.id, e.payload.entry.parentId])).toEqual(ids.map((id) => [id, parents.get(id)]));
      expect(await readEvents(handle.db, sessionId, offset, ids.length)).toEqual(result.events);
      offset += ids.length;
      expect(result.session.activeLeafId).toBe(leaf);
    }
    for (const id of order) {
      const expected: string[] = [];
      for (let cur: string | null = id; cur !== null; cur = parents.get(cur) ?? null) expected.unshift(cur);
      const position = (await getPosition(handle.db, sessionId, id))!;
      const path = await readPath(handle.db, sessionId, pathSegments(position.chain, position.depth), { kind: 'all' }, 10_000);
      expect(path.map((p) => p.entry.id)).toEqual(expected);
    }
  });

  it('refuses to write when the session metadata changed since the caller checked it', async () => {
    const sessionId = await newSession();
    const attempt = (seenMetadata: Record<string, string>) =>
      appendChain(handle.db, {
        sessionId,
        seenMetadata,
        entryId: null,
        parentId: null,
        entries: [{ id: newId('e'), kind: 'message', body: message(1) }],
        origin: null,
        now: 5,
      });
    expect((await attempt({ owner: 'someone-else' })).status).toBe('metadata_changed');
    expect(await readEvents(handle.db, sessionId, 0, 10)).toEqual([]);
    expect((await attempt({})).status).toBe('ok');
  });

  it('a fork copy takes exactly the ids the service made, in path order, parents preserved', async () => {
    const sessionId = await newSession();
    const ids = [newId('e'), newId('e'), newId('e')];
    await appendChain(handle.db, {
      sessionId,
      seenMetadata: null,
      entryId: null,
      parentId: null,
      entries: ids.map((id, i) => ({ id, kind: 'message' as const, body: message(i) })),
      origin: null,
      now: 5,
    });
    const forkId = await newSession();
    const point = (await getPosition(handle.db, sessionId, ids[1]!))!;
    const fresh = [newId('e'), newId('e')];
    const copy = await copyPath(
      handle.db,
      { sessionId, segments: pathSegments(point.chain, point.depth) },
      { sessionId: forkId, branch: 1, ids: fresh },
    );
    expect(copy).toEqual({ leafId: fresh[1], messageCount: 2, depth: 1 });
    const copied = await readPath(handle.db, forkId, [{ branch: 1, from: 0, to: 1 }], { kind: 'all' }, 10);
    expect(copied.map((c) => [c.entry.id, c.entry.parentId])).toEqual([
      [fresh[0], null],
      [fresh[1], fresh[0]],
    ]);
    expect(fresh.every((id) => /^e_[0-9a-f]{32}$/.test(id))).toBe(true);
  });
});
