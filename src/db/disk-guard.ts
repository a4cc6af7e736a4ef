// The free-space guard of the embedded database. Postgres fails a statement cleanly when a table
// cannot grow (SQLSTATE 53100), but when the WAL cannot grow it stops the whole server, and its
// recovery needs disk space too. So writes stop before the disk is full: below the reserve the
// cluster turns read-only (reads go on), and once free space is back above twice the reserve it
// turns writable again, by itself.
import { statfs } from 'node:fs/promises';
import pg from 'pg';
import type { Logger } from '../logger.js';

export interface DiskGuardOptions {
  /** The folder whose filesystem is watched. */
  folder: string;
  /** Free bytes below which writes are refused. */
  reserveBytes: number;
  /** How often free space is measured, in ms. */
  intervalMs: number;
  /** Connection settings of the cluster (an admin connection is opened per change). */
  connection: pg.ClientConfig;
  logger: Logger;
}

export async function freeBytes(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

export class DiskGuard {
  private low = false;
  private applied: boolean | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly options: DiskGuardOptions) {}

  /**
   * True while writes are refused for want of disk space: from the moment the cluster's
   * read-only default is in effect (not merely decided) until it is lifted again.
   */
  get full(): boolean {
    return this.applied === true;
  }

  /** True while the cluster is, or is being switched, read-only by this guard. */
  get switching(): boolean {
    return this.low || this.applied === true;
  }

  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Measures free space and applies the outcome; one check at a time. */
  check(): Promise<void> {
    this.checking ??= this.measureAndApply().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async measureAndApply(): Promise<void> {
    let free: number;
    try {
      free = await freeBytes(this.options.folder);
    } catch {
      return;
    }
    const { reserveBytes, logger, folder } = this.options;
    if (!this.low && free < reserveBytes) {
      this.low = true;
      logger.error({ dataDir: folder, freeBytes: free, reserveBytes }, 'disk almost full: the embedded database refuses writes until space is freed');
    } else if (this.low && free >= 2 * reserveBytes) {
      this.low = false;
      logger.info({ dataDir: folder, freeBytes: free }, 'disk space is back: the embedded database accepts writes again');
    }
    if (this.applied !== this.low) await this.apply(this.low);
  }

  /** Sets the cluster's default for every transaction (a reload reaches open connections too). */
  private async apply(readOnly: boolean): Promise<void> {
    const client = new pg.Client({ ...this.options.connection, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(readOnly ? 'alter system set default_transaction_read_only = on' : 'alter system reset default_transaction_read_only');
      await client.query('select pg_reload_conf()');
      // The reload is asynchronous: the postmaster rereads its settings and signals every
      // backend after this returns. A new connection shows the postmaster's value, and by then
      // every backend has its signal and applies it before its next statement.
      await this.waitUntilInEffect(readOnly);
      this.applied = readOnly;
    } catch (error) {
      // The server may be restarting: the next check applies it again.
      this.options.logger.warn({ err: (error as Error).message }, 'could not switch the embedded database read-only/writable; retrying');
    } finally {
      await client.end().catch(() => {});
    }
  }

  private async waitUntilInEffect(readOnly: boolean): Promise<void> {
    const expected = readOnly ? 'on' : 'off';
    const deadline = Date.now() + SWITCH_DEADLINE_MS;
    for (;;) {
      const probe = new pg.Client({ ...this.options.connection, connectionTimeoutMillis: 2000 });
      probe.on('error', () => {});
      try {
        await probe.connect();
        const { rows } = await probe.query<{ default_transaction_read_only: string }>('show default_transaction_read_only');
        if (rows[0]?.default_transaction_read_only === expected) return;
      } finally {
        await probe.end().catch(() => {});
      }
      if (Date.now() > deadline) throw new Error(`default_transaction_read_only is not ${expected} after ${SWITCH_DEADLINE_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** How long a switch may take to reach the postmaster before the next check tries again. */
const SWITCH_DEADLINE_MS = 5000;

/** SQLSTATE of Postgres's disk_full. */
const DISK_FULL = '53100';
const READ_ONLY_TRANSACTION = '25006';

/**
 * Makes a write refused by the guard fail the way a full disk does in Postgres itself (53100),
 * so the service reports both with the same code.
 */
export function reportGuardRefusalsAsDiskFull(client: pg.PoolClient, guard: DiskGuard): void {
  type Query = (...args: unknown[]) => unknown;
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      const failure = error as { code?: string; message?: string };
      if (failure?.code === READ_ONLY_TRANSACTION && guard.switching) {
        failure.code = DISK_FULL;
        failure.message = `The disk of the embedded database is almost full (below its reserve); writes are refused until space is freed: ${failure.message}`;
      }
      throw error;
    });
  };
}
