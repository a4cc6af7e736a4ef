// A database whose storage can be replaced at runtime (config reload of DATABASE_URL or the
// data directory), like events/switchable-bus.ts for the bus. Services hold one Kysely for the
// life of the app; its driver hands out connections of whichever database is current when a
// connection is acquired, so a transaction stays on the database it began on, and work that
// starts after a swap goes to the new one. The old database closes once in-flight work has had
// the grace period to finish.
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './schema.js';

/** A connection of the current database, held until the outer Kysely releases it. */
class HeldConnection implements DatabaseConnection {
  constructor(
    private readonly bound: Kysely<Database>,
    readonly release: () => void,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.bound.executeQuery(compiledQuery as CompiledQuery<R>);
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only reports that
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported by the switchable database');
  }
}

/** Delegates to the current database: each acquired connection comes from it (through Kysely's public connection API). */
class SwitchableDriver implements Driver {
  constructor(private readonly current: () => Kysely<Database>) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return new Promise((resolve, reject) => {
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      this.current()
        .connection()
        .execute(async (bound) => {
          resolve(new HeldConnection(bound, release));
          await released;
        })
        .catch(reject);
    });
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      sql = 'start transaction';
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) sql += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as HeldConnection).release();
  }

  async destroy(): Promise<void> {}
}

export class SwitchableDatabase {
  /** The one Kysely every service uses; it always reaches the current database. */
  readonly db: Kysely<Database>;
  private inner: DatabaseHandle;
  private readonly retiring = new Map<DatabaseHandle, NodeJS.Timeout>();

  /** `graceMs`: how long a swapped-out database stays open for work already running on it. */
  constructor(
    initial: DatabaseHandle,
    private readonly graceMs: () => number,
  ) {
    this.inner = initial;
    this.db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new SwitchableDriver(() => this.inner.db),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  /** The database in use now (health checks, pool figures). */
  get current(): DatabaseHandle {
    return this.inner;
  }

  /** Moves to an opened (and migrated) database; the old one closes after the grace period. */
  swap(next: DatabaseHandle): void {
    const old = this.inner;
    this.inner = next;
    const timer = setTimeout(() => {
      this.retiring.delete(old);
      void old.close().catch(() => {});
    }, this.graceMs());
    timer.unref();
    this.retiring.set(old, timer);
  }

  /** Closes the current database and any still retiring. */
  async close(): Promise<void> {
    const handles = [...this.retiring.keys(), this.inner];
    for (const timer of this.retiring.values()) clearTimeout(timer);
    this.retiring.clear();
    await Promise.all(handles.map((h) => h.close().catch(() => {})));
  }
}
