// In-memory databases (DATA_DIR=:memory:, what every PGlite test server runs on) are reused once
// closed (src/db/memory-pglite.ts): each open must still look like a fresh, migrated database,
// and a closed handle must never reach the database its next holder uses.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect.js';
import { createSession, getSession } from '../helpers/flow.js';
import { startServer } from '../helpers/server.js';

const openMemory = () => openDatabase({ dataDir: ':memory:', poolSize: 1 });

describe('in-memory databases opened one after another', () => {
  it('start empty, with offsets from the start, after an earlier server wrote to one', async () => {
    const first = await startServer({ backend: 'pglite' });
    const written = await createSession(first);
    await first.stop();
    const second = await startServer({ backend: 'pglite' });
    try {
      expect(await getSession(second, written.id)).toBeNull();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(second.app.deps.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await second.stop();
    }
  });

  it('refuse every query of a handle once it is closed', async () => {
    const handle = await openMemory();
    await handle.close();
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/closed|destroyed/);
  });

  it('never hand out a database whose schema a holder changed', async () => {
    const changed = await openMemory();
    await sql`alter table sessions add column scratch integer`.execute(changed.db);
    await changed.close();
    const opened = await Promise.all([openMemory(), openMemory()]);
    try {
      for (const handle of opened) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from information_schema.columns where table_name = 'sessions' and column_name = 'scratch'`.execute(handle.db);
        expect(rows[0]!.n).toBe(0);
      }
    } finally {
      await Promise.all(opened.map((handle) => handle.close()));
    }
  });
});
