// On Postgres every parameterised query of the service runs as a named (prepared) statement,
// so Postgres plans it once per connection instead of on every request; results are the same.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { StatementNames } from '../../src/db/named-statements.js';
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

  it('a query with parameters is prepared once on its connection and answers as before', async () => {
    const query = (n: number) => sql<{ n: number; label: string }>`select ${n}::int as n, ${`x${n}`}::text as label`.execute(handle.db);
    const first = await query(1);
    const second = await query(2);
    expect(first.rows).toEqual([{ n: 1, label: 'x1' }]);
    expect(second.rows).toEqual([{ n: 2, label: 'x2' }]);
    // One pooled connection: the statement it prepared is listed once, whatever the calls.
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%as label%'}`.execute(
      handle.db,
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it('a failing statement leaves the connection usable and the statement preparable again', async () => {
    const divide = (d: number) => sql<{ q: number }>`select 10 / ${d}::int as q`.execute(handle.db);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows).toEqual([{ q: 2 }]);
  });
});
