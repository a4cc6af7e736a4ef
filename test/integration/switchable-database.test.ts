// The storage behind a config reload: one Kysely for the life of the app, whose connections
// come from whichever database is current; a transaction stays on the database it began on,
// and the swapped-out database closes after the grace period.
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { SwitchableDatabase } from '../../src/db/switchable-database.js';

const open = () => openDatabase({ dataDir: ':memory:', poolSize: 1 });

async function titleOf(db: SwitchableDatabase['db'] | DatabaseHandle['db'], id: string): Promise<string | undefined> {
  return (await db.selectFrom('sessions').select('title').where('id', '=', id).executeTakeFirst())?.title;
}

const session = (id: string, title: string) => ({
  id,
  title,
  description: '',
  metadata: '{}',
  status: 'idle',
  status_reason: null,
  forked_from: null,
  message_count: 0,
  created_at: 1,
  updated_at: 1,
  active_leaf_id: null,
  last_offset: 0,
  branch_count: 0,
  context: null,
});

describe('SwitchableDatabase', () => {
  it('sends work to the current database; a transaction begun before a swap commits on its own database', async () => {
    const first = await open();
    const second = await open();
    const storage = new SwitchableDatabase(first, { current: { shutdownGraceMs: 60_000 } });
    try {
      await storage.db.insertInto('sessions').values(session('s_a', 'first')).execute();
      expect(await titleOf(first.db, 's_a')).toBe('first');

      let begun!: () => void;
      const begunNow = new Promise<void>((resolve) => {
        begun = resolve;
      });
      let swapped!: () => void;
      const swappedNow = new Promise<void>((resolve) => {
        swapped = resolve;
      });
      const inFlight = storage.db.transaction().execute(async (trx) => {
        await trx.insertInto('sessions').values(session('s_b', 'begun before')).execute();
        begun();
        await swappedNow; // the swap happens while this transaction is open
        await trx.updateTable('sessions').set({ title: 'still first' }).where('id', '=', 's_a').execute();
      });
      await begunNow;
      storage.swap(second);
      await storage.db.insertInto('sessions').values(session('s_c', 'after')).execute();
      swapped();
      await inFlight;

      expect(await titleOf(first.db, 's_a')).toBe('still first');
      expect(await titleOf(first.db, 's_b')).toBe('begun before');
      expect(await titleOf(second.db, 's_b')).toBeUndefined();
      expect(await titleOf(second.db, 's_c')).toBe('after');
      expect(await titleOf(storage.db, 's_c')).toBe('after');
      expect(storage.current).toBe(second);
    } finally {
      await storage.close();
    }
  }, 60_000);

  it('closes the swapped-out database after the grace period, and everything on close', async () => {
    // Only the handles' lifecycle matters here: no database is opened.
    const handle = (): DatabaseHandle => ({
      db: {} as DatabaseHandle['db'],
      kind: 'pglite',
      poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
      close: vi.fn(async () => {}),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const [a, b, c] = [handle(), handle(), handle()];
      const storage = new SwitchableDatabase(a, { current: { shutdownGraceMs: 5_000 } });
      storage.swap(b);
      expect(a.close).not.toHaveBeenCalled();
      vi.advanceTimersByTime(5_000);
      expect(a.close).toHaveBeenCalledTimes(1);
      storage.swap(c);
      await storage.close(); // b still in its grace period, and the current c
      expect(b.close).toHaveBeenCalledTimes(1);
      expect(c.close).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      expect(b.close).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
