// Opens the database: Postgres through `pg` when a URL is given; else the embedded Postgres in
// DATA_DIR (embedded-postgres.ts); PGlite in memory for DATA_DIR=:memory: (tests).
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { nameStatementsOf, StatementNames } from './named-statements.js';
import pg from 'pg';
import type { Database } from './tables.js';
import { migrate } from './migrate.js';
import { openMemoryPglite } from './memory-pglite.js';
import { DiskGuard, reportGuardRefusalsAsDiskFull } from './disk-guard.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { silentLogger, type Logger } from '../logger.js';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  /** Longest wait for a free pool connection (and for a new connection to open), in ms. */
  poolTimeoutMs?: number;
  /**
   * `statement_timeout` of every pooled Postgres connection, in ms (the read class,
   * STATEMENT_TIMEOUT_READ_MS; 0 or unset: none). Other classes set theirs per transaction
   * (services/transaction.ts). Migrations run on a connection of their own, without it.
   */
  statementTimeoutMs?: number;
  /** The embedded database (no databaseUrl): free bytes of DATA_DIR's disk below which it refuses writes (EMBEDDED_DISK_RESERVE_BYTES). */
  diskReserveBytes?: number;
  /** How often the embedded database measures free disk space, in ms. */
  diskCheckIntervalMs?: number;
  logger?: Logger;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Pool figures for metrics; zeros for PGlite. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** What keeps it from serving every operation now (e.g. 'disk': full, writes refused), for /readyz. */
  problems?(): string[];
  close(): Promise<void>;
}

// bigint (int8) as a JS number: offsets, timestamps and counters stay below 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * True for pg-pool's "no free connection in time" failure: every connection was busy for the
 * whole wait. The database is up but this instance is saturated (OVERLOADED, retryable), unlike
 * a refused or broken connection (STORAGE_UNAVAILABLE).
 */
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/**
 * Migrates a Postgres database over one connection of its own: a migration (a backfill, an
 * index build) may take longer than any statement timeout of the serving pool.
 */
async function migratePostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<void> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 1,
    types: pgTypes,
    connectionTimeoutMillis: options.poolTimeoutMs ?? 5_000,
  });
  pool.on('error', () => {});
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

interface PoolSetup {
  config: pg.PoolConfig;
  options: DatabaseOptions;
  /** Runs on every new connection, after the common setup. */
  onConnect?: (client: pg.PoolClient) => void;
}

function openPool({ config, options, onConnect }: PoolSetup): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({
    ...config,
    max: options.poolSize,
    types: pgTypes,
    connectionTimeoutMillis: options.poolTimeoutMs ?? 5_000,
    // Sent with the connection's start-up parameters: no round trip of its own.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A connection dying (server restart, pg_terminate_backend, network reset) emits 'error' on
  // its client. The pool listens only while a client is idle; a client checked out by a query
  // or a transaction had no listener, and an unhandled 'error' event kills the process. The
  // query in flight fails on its own (→ STORAGE_UNAVAILABLE) and the pool discards the broken
  // client on release, so the events themselves need no action.
  pool.on('error', () => {});
  const statementNames = new StatementNames();
  pool.on('connect', (client) => {
    client.on('error', () => {});
    nameStatementsOf(client, statementNames);
    onConnect?.(client);
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** The embedded default: a Postgres server of our own in DATA_DIR, guarded against a full disk. */
async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logger ?? silentLogger;
  const cluster = await EmbeddedPostgres.start({ dataDir: options.dataDir, logger });
  const guard = new DiskGuard({
    folder: cluster.clusterDir,
    reserveBytes: options.diskReserveBytes ?? 64 * 1024 * 1024,
    intervalMs: options.diskCheckIntervalMs ?? 500,
    connection: cluster.poolConfig(),
    logger,
  });
  try {
    await guard.start();
    const migrator = new pg.Pool({ ...cluster.poolConfig(), max: 1, types: pgTypes });
    migrator.on('error', () => {});
    const migrationDb = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: migrator }) });
    try {
      await migrate(migrationDb);
    } finally {
      await migrationDb.destroy();
    }
  } catch (error) {
    guard.stop();
    await cluster.stop();
    throw error;
  }
  const { db, pool } = openPool({ config: cluster.poolConfig(), options, onConnect: (client) => reportGuardRefusalsAsDiskFull(client, guard) });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    problems: () => (guard.full ? ['disk'] : []),
    async close() {
      guard.stop();
      await db.destroy();
      await cluster.stop();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres({ ...options, databaseUrl: options.databaseUrl });
    const { db, pool } = openPool({ config: { connectionString: options.databaseUrl }, options });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  if (options.dataDir !== ':memory:') return openEmbedded(options);
  // In memory (tests): PGlite, in this process, migrated already (memory-pglite.ts). Closing gives
  // the database back itself: kysely closes its PGlite only once a query has opened its driver.
  const pglite = await openMemoryPglite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const close = async () => {
    await db.destroy();
    await pglite.close();
  };
  return { db, kind: 'pglite', poolStats: () => ({ total: 0, idle: 0, waiting: 0 }), close };
}
