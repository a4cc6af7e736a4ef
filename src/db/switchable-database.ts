// A database whose storage can be replaced at runtime (config reload of DATABASE_URL or the
// data directory), like events/switchable-bus.ts for the bus. Services hold one Kysely for the
// life of the app; its driver hands out connections of whichever database is current when a
// connection is acquired, so a transaction stays on the database it began on, and work that
// starts after a swap goes to the new one. The old database closes once in-flight work has had
// the grace period to finish.
import type { Live } from '../domain/live.js';
import {
  CompiledQuery,
  DefaultQueryExecutor,
  Kysely,
  type ConnectionProvider,
  type Dialect,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './tables.js';

/** Told of every statement as it starts; the function it returns is called when it ends (tracing). */
export type StatementObserver = (sql: string) => (error?: unknown) => void;

/** A connection of the current database, held until the outer Kysely releases it. */
class HeldConnection implements DatabaseConnection {
  constructor(
    private readonly bound: Kysely<Database>,
    readonly release: () => void,
    private readonly observe: StatementObserver | undefined,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.observe) return this.bound.executeQuery(compiledQuery as CompiledQuery<R>);
    return this.observed(compiledQuery as CompiledQuery<R>, this.observe(compiledQuery.sql));
  }

  private async observed<R>(compiledQuery: CompiledQuery<R>, done: (error?: unknown) => void): Promise<QueryResult<R>> {
    try {
      const result = await this.bound.executeQuery(compiledQuery);
      done();
      return result;
    } catch (error) {
      done(error);
      throw error;
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only reports that
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported by the switchable database');
  }
}

/**
 * Counts the database calls of one operation (services/operation-context.ts) and may refuse
 * them: `charge` runs before each call and throws to refuse it. A call is one statement sent
 * outside a transaction, or one whole transaction (charged at its begin; what runs inside it
 * is the service's own bounded work, and its commit or rollback is never refused).
 */
export interface CallMeter {
  charge(): void;
  /**
   * Waits for a slot of the caller's share of the pool (services/connection-shares.ts) before a
   * connection is asked for; the slot is given back with the connection. May throw to refuse.
   */
  connectionSlot?(): Promise<() => void>;
}

/** A connection whose calls are charged to a meter. */
class MeteredConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    readonly meter: CallMeter,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction) this.meter.charge();
    return this.inner.executeQuery<R>(compiledQuery);
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only reports that
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported by the switchable database');
  }
}

/** Hands out the driver's connections, each wrapped to charge its calls to one meter. */
class MeteredConnections implements ConnectionProvider {
  constructor(
    private readonly driver: Driver,
    private readonly meter: CallMeter,
  ) {}

  async provideConnection<T>(consumer: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const releaseSlot = await this.meter.connectionSlot?.();
    try {
      const connection = await this.driver.acquireConnection();
      try {
        return await consumer(new MeteredConnection(connection, this.meter));
      } finally {
        await this.driver.releaseConnection(connection);
      }
    } finally {
      releaseSlot?.();
    }
  }
}

/** Delegates to the current database: each acquired connection comes from it (through Kysely's public connection API). */
class SwitchableDriver implements Driver {
  /** Set when statements are traced. */
  observe: StatementObserver | undefined;
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
          resolve(new HeldConnection(bound, release, this.observe));
          await released;
        })
        .catch(reject);
    });
  }

  async beginTransaction(given: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let connection = given;
    if (given instanceof MeteredConnection) {
      given.meter.charge();
      given.inTransaction = true;
      connection = given.inner;
    }
    let sql = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      sql = 'start transaction';
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) sql += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await endTransaction(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await endTransaction(connection, 'rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as HeldConnection).release();
  }

  async destroy(): Promise<void> {}
}

/** Ends a transaction: never charged, never refused (a refused rollback would leave the connection inside it). */
async function endTransaction(connection: DatabaseConnection, statement: 'commit' | 'rollback'): Promise<void> {
  if (connection instanceof MeteredConnection) {
    connection.inTransaction = false;
    await connection.inner.executeQuery(CompiledQuery.raw(statement));
  } else {
    await connection.executeQuery(CompiledQuery.raw(statement));
  }
}

export class SwitchableDatabase {
  /** The one Kysely every service uses; it always reaches the current database. */
  readonly db: Kysely<Database>;
  private inner: DatabaseHandle;
  private readonly driver: SwitchableDriver;
  private readonly dialect: Dialect;
  private readonly adapter = new PostgresAdapter();
  private readonly compiler = new PostgresQueryCompiler();
  private readonly retiring = new Map<DatabaseHandle, NodeJS.Timeout>();

  /** `shutdownGraceMs`: how long a swapped-out database stays open for work already running on it. */
  constructor(
    initial: DatabaseHandle,
    private readonly settings: Live<{ readonly shutdownGraceMs: number }>,
  ) {
    this.inner = initial;
    this.driver = new SwitchableDriver(() => this.inner.db);
    this.dialect = {
      createAdapter: () => this.adapter,
      createDriver: () => this.driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => this.compiler,
    };
    this.db = new Kysely<Database>({ dialect: this.dialect });
  }

  /**
   * The same database for one operation: every call it makes (see CallMeter) is charged to
   * `meter` first. Cheap enough to make per request: a query executor and a Kysely over the
   * shared driver (Kysely's public constructor from props).
   */
  metered(meter: CallMeter): Kysely<Database> {
    const executor = new DefaultQueryExecutor(this.compiler, this.adapter, new MeteredConnections(this.driver, meter), []);
    return new Kysely<Database>({ config: { dialect: this.dialect }, dialect: this.dialect, driver: this.driver, executor });
  }

  /** Tells `observer` of every statement from now on (tracing); none by default. */
  observeStatements(observer: StatementObserver): void {
    this.driver.observe = observer;
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
    }, this.settings.current.shutdownGraceMs);
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
