// Opens the database: Postgres through `pg` when a URL is given, else the embedded PGlite.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrate } from './migrate.js';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Pool figures for metrics; zeros for PGlite. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// bigint (int8) as a JS number: offsets, timestamps and counters stay below 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      types: pgTypes,
      connectionTimeoutMillis: 5_000,
    });
    // A pool client dying while idle (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    handle = {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  } else {
    // ':memory:' keeps the database in memory (tests); anything else is a folder on disk.
    const inMemory = options.dataDir === ':memory:';
    if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
    const pglite = await PGlite.create(inMemory ? undefined : `${options.dataDir}/pglite`);
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    handle = { db, kind: 'pglite', poolStats: () => ({ total: 0, idle: 0, waiting: 0 }), close: () => db.destroy() };
  }
  try {
    await migrate(handle.db as Kysely<unknown>);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
