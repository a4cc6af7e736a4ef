// Copies the PGlite database an earlier version kept in DATA_DIR/pglite into the embedded
// Postgres of DATA_DIR, then renames the old folder to pglite.migrated (kept, no longer found).
// Both sides are first brought to the latest schema, so every table has the same columns; rows
// travel as JSON in batches, foreign-key triggers off for the copy (session_replication_role).
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { EmbeddedPostgres, LEGACY_PGLITE_FOLDER } from './embedded-postgres.js';
import { migrate } from './migrate.js';

const BATCH_ROWS = 500;

export interface MigrationReport {
  tables: Record<string, number>;
  keptAt: string;
}

export async function migratePgliteFolder(dataDir: string, logger: Logger): Promise<MigrationReport> {
  const folder = resolve(dataDir);
  const legacy = join(folder, LEGACY_PGLITE_FOLDER);
  if (!existsSync(legacy)) throw new Error(`${legacy} does not exist: nothing to migrate.`);
  const source = await PGlite.create(legacy);
  const cluster = await EmbeddedPostgres.start({ dataDir: folder, logger, allowLegacyFolder: true });
  const target = new pg.Client(cluster.poolConfig());
  const tables: Record<string, number> = {};
  try {
    await migrate(new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: source }) }));
    const targetDb = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...cluster.poolConfig(), max: 1 }) }) });
    try {
      await migrate(targetDb);
    } finally {
      await targetDb.destroy();
    }
    await target.connect();
    const names = (
      await source.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by 1`,
      )
    ).rows.map((r) => r.name);
    await target.query('begin');
    await target.query(`set local session_replication_role = replica`);
    for (const name of names) {
      // Generated columns are computed again by the target; identity columns keep their values.
      const columns = (
        await source.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
          [name],
        )
      ).rows.map((r) => `"${r.column_name}"`);
      const list = columns.join(', ');
      await target.query(`delete from "${name}"`);
      let copied = 0;
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const batch = await source.query<{ rows: unknown }>(
          `select coalesce(json_agg(t), '[]'::json) as rows from (select ${list} from "${name}" order by ctid offset ${offset} limit ${BATCH_ROWS}) t`,
        );
        const rows = batch.rows[0]?.rows as unknown[];
        if (!rows.length) break;
        await target.query(
          `insert into "${name}" (${list}) overriding system value select ${list} from json_populate_recordset(null::"${name}", $1::json)`,
          [JSON.stringify(rows)],
        );
        copied += rows.length;
      }
      tables[name] = copied;
    }
    // Sequences behind serial and identity columns continue after the copied values.
    const sequences = await target.query<{ seq: string; tbl: string; col: string }>(
      `select s.relname as seq, t.relname as tbl, a.attname as col
       from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = s.relnamespace where n.nspname = 'public'`,
    );
    for (const { seq, tbl, col } of sequences.rows) {
      await target.query(`select setval('"${seq}"', coalesce((select max("${col}") from "${tbl}"), 0) + 1, false)`);
    }
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await target.end().catch(() => {});
    await source.close().catch(() => {});
    await cluster.stop();
  }
  const keptAt = `${legacy}.migrated`;
  renameSync(legacy, keptAt);
  return { tables, keptAt };
}
