// Migrations run at start-up, idempotently, and safely when several instances start at once
// against one fresh Postgres database. A database created by the first migration and upgraded
// (with data in it) ends with exactly the schema of a fresh one — whatever migrations follow.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import { createSession } from '../helpers/flow.js';
import { type Backend, backends, createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl } from '../helpers/server.js';

describe.skipIf(!testDatabaseUrl() && !process.env.CI)('migrations on Postgres', () => {
  it('four instances starting together on one empty database all come up, and a restart migrates nothing twice', async () => {
    const databaseUrl = await createTestDatabase();
    try {
      const servers = await Promise.all(Array.from({ length: 4 }, () => startServer({ backend: 'postgres', databaseUrl })));
      const { id } = await createSession(servers[0]!, { title: 'm' });
      for (const server of servers) {
        const read = await server.request(`{ session(id: "${id}") { title lastOffset } }`);
        expect(read.data).toEqual({ session: { title: 'm', lastOffset: 1 } });
      }
      await Promise.all(servers.map((s) => s.stop()));
      const again = await startServer({ backend: 'postgres', databaseUrl });
      const read = await again.request(`{ session(id: "${id}") { title } }`);
      expect(read.data).toEqual({ session: { title: 'm' } });
      await again.stop();
    } finally {
      await dropTestDatabase(databaseUrl);
    }
  }, 60_000);
});

const provider: MigrationProvider = { getMigrations: async () => migrations };
const names = Object.keys(migrations).sort();

/** An empty database of the backend, and how to dispose of it. */
async function emptyDatabase(backend: Backend): Promise<{ db: Kysely<unknown>; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
    return { db, drop: () => db.destroy() };
  }
  const url = await createTestDatabase({ backend });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
  return {
    db,
    async drop() {
      await db.destroy();
      await dropTestDatabase(url);
    },
  };
}

async function migrateTo(db: Kysely<unknown>, target: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migrating to ${target} failed at ${failed?.migrationName ?? '?'}: ${String(error)}`);
}

/** Rows in the shape of the first migration: a session with a two-entry branch and its events. */
async function seedFirstSchema(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into sessions (id, title, description, metadata, status, message_count, created_at, updated_at, active_leaf_id, last_offset, branch_count)
    values ('s_old', 'old', '', '{"owner":"u1"}', 'idle', 2, 1, 3, 'e_2', 3, 1)`.execute(db);
  await sql`insert into branches (session_id, id, start_depth, tip_depth, chain) values ('s_old', 1, 0, 1, '[[1,0]]')`.execute(db);
  await sql`
    insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body) values
      ('s_old', 'e_1', null, 1, 0, 'message', 'user', 2, 0, null, '{"role":"user","timestamp":2,"content":[]}'),
      ('s_old', 'e_2', 'e_1', 1, 1, 'message', 'user', 3, 0, null, '{"role":"user","timestamp":3,"content":[]}')`.execute(db);
  await sql`
    insert into events (session_id, "offset", type, at, payload) values
      ('s_old', 1, 'session_created', 1, '{}'), ('s_old', 2, 'message_added', 2, '{}'), ('s_old', 3, 'message_added', 3, '{}')`.execute(db);
}

/** Everything a migration can change in the public schema, as sorted lines (kysely's own bookkeeping included). */
async function schemaOf(db: Kysely<unknown>) {
  const lines = async (query: ReturnType<typeof sql<{ line: string }>>) => (await query.execute(db)).rows.map((r) => r.line).sort();
  return {
    columns: await lines(sql`
      select concat_ws(' ', table_name, ordinal_position, column_name, data_type, is_nullable, column_default, is_generated, generation_expression) as line
      from information_schema.columns where table_schema = 'public'`),
    indexes: await lines(sql`select concat_ws(' ', tablename, indexname, indexdef) as line from pg_indexes where schemaname = 'public'`),
    constraints: await lines(sql`
      select concat_ws(' ', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) as line
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'`),
    functions: await lines(sql`
      select concat_ws(' ', p.proname, pg_get_function_identity_arguments(p.oid), md5(pg_get_functiondef(p.oid))) as line
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`),
    triggers: await lines(sql`
      select pg_get_triggerdef(t.oid) as line from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`),
    sequences: await lines(
      sql`select concat_ws(' ', sequence_name, data_type) as line from information_schema.sequences where sequence_schema = 'public'`,
    ),
    types: await lines(sql`
      select concat_ws(' ', t.typname, t.typtype) as line from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd', 'r')`),
    extensions: await lines(sql`select extname as line from pg_extension`),
  };
}

describe.each(backends())('migrations (%s)', (backend) => {
  it('a database created by the first migration, with data, upgrades to exactly the schema of a fresh one', async () => {
    const upgraded = await emptyDatabase(backend);
    const fresh = await emptyDatabase(backend);
    try {
      await migrateTo(upgraded.db, names[0]!);
      await seedFirstSchema(upgraded.db);
      await migrateTo(upgraded.db, names[names.length - 1]!);
      await migrateTo(fresh.db, names[names.length - 1]!);
      const [a, b] = [await schemaOf(upgraded.db), await schemaOf(fresh.db)];
      expect(a).toEqual(b);
      // The snapshot sees what it must: the latest append_chain only, and no leftover overload.
      expect(a.functions.filter((f) => f.startsWith('append_chain '))).toHaveLength(1);
      expect(a.columns.some((c) => c.startsWith('sessions '))).toBe(true);
      // The data survived the upgrade.
      const rows = await sql<{ n: number }>`select count(*)::int as n from entries where session_id = 's_old'`.execute(upgraded.db);
      expect(rows.rows[0]!.n).toBe(2);
    } finally {
      await upgraded.drop();
      await fresh.drop();
    }
  }, 60_000);
});
