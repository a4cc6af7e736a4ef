// On Postgres the hot reads marked PREPARED run as named (prepared) statements, so Postgres
// plans them once per connection instead of on every request; results are the same. Unmarked
// statements stay unnamed (a generic plan does not suit every statement).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { PREPARED, StatementNames } from '../../src/db/named-statements.js';
import { createTestDatabase, dropTestDatabase, testDatabaseUrl } from '../helpers/server.js';

describe('StatementNames', () => {
  it('one name per distinct text, stable, and none past the limit', () => {
    const names = new StatementNames(2);
    const a = names.nameFor('select $1');
    expect(a).not.toBeNull();
    expect(names.nameFor('select $1')).toBe(a);
    const b = names.nameFor('select $1, $2');
    expect(b).not.toBeNull();
    expect(b).not.toBe(a);
    expect(names.nameFor('select $1, $2, $3')).toBeNull();
    expect(names.nameFor('select $1')).toBe(a); // known texts keep their name
    expect(names.size).toBe(2);
  });
});

describe.runIf(testDatabaseUrl())('named statements on Postgres', () => {
  let handle: DatabaseHandle;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    handle = await openDatabase({ databaseUrl, dataDir: ':memory:', poolSize: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await dropTestDatabase(databaseUrl);
  });

  const preparedLike = async (pattern: string) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${pattern}`.execute(handle.db)).rows;

  it('a marked query is prepared once on its connection and answers as before', async () => {
    const query = (n: number) =>
      sql<{ n: number; label: string }>`${sql.raw(PREPARED)} select ${n}::int as n, ${`x${n}`}::text as label`.execute(handle.db);
    const first = await query(1);
    const second = await query(2);
    expect(first.rows).toEqual([{ n: 1, label: 'x1' }]);
    expect(second.rows).toEqual([{ n: 2, label: 'x2' }]);
    // One pooled connection: the statement it prepared is listed once, whatever the calls.
    expect(await preparedLike('%as label%')).toHaveLength(1);
  });

  it('an unmarked query stays unnamed', async () => {
    const plain = await sql<{ unmarked_n: number }>`select ${7}::int as unmarked_n`.execute(handle.db);
    expect(plain.rows).toEqual([{ unmarked_n: 7 }]);
    expect(await preparedLike('%unmarked_n%')).toHaveLength(0);
  });

  it('a failing statement leaves the connection usable and the statement preparable again', async () => {
    const divide = (d: number) => sql<{ q: number }>`${sql.raw(PREPARED)} select 10 / ${d}::int as q`.execute(handle.db);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows).toEqual([{ q: 2 }]);
  });
});
