// The search index takes appends through a bounded GIN pending list (migration 0013): an append
// does not insert each of its words into the index proper, and a message is found by an index
// search as soon as its append committed, merged or not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { newId } from '../../src/domain/ids.js';
import { newSessionRecord } from '../../src/services/sessions.js';
import { appendChain } from '../../src/store/append.js';
import { insertSession } from '../../src/store/sessions.js';
import { backends, createTestDatabase, dropTestDatabase } from '../helpers/server.js';

describe.each(backends())('search index pending list (%s)', (backend) => {
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

  it('search_docs_doc has a pending list of at most 256 kB', async () => {
    const { rows } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where relname = 'search_docs_doc'`.execute(handle.db);
    expect(rows[0]?.options ?? []).toEqual(expect.arrayContaining(['fastupdate=on', 'gin_pending_list_limit=256']));
  });

  it('an index search finds every message as soon as its append committed', async () => {
    const session = newSessionRecord(newId('s'), { title: '', description: '', metadata: {} }, 1);
    await insertSession(handle.db, session);
    const words = Array.from({ length: 40 }, (_, i) => `pendingword${i}`);
    for (const [i, word] of words.entries()) {
      const result = await appendChain(handle.db, {
        sessionId: session.id,
        seenMetadata: null,
        entryId: null,
        parentId: null,
        entries: [{ id: newId('e'), kind: 'message', body: { role: 'user', timestamp: i, content: [{ type: 'text', text: `hello ${word}` }] } }],
        origin: null,
        now: 1000 + i,
      });
      expect(result.status).toBe('ok');
    }
    const found = await handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const counts: number[] = [];
      for (const word of [...words, 'hello']) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from search_docs where session_id = ${session.id} and doc @@ to_tsquery('agent_search', ${word})`.execute(trx);
        counts.push(rows[0]!.n);
      }
      return counts;
    });
    expect(found).toEqual([...words.map(() => 1), words.length]);
  });
});
