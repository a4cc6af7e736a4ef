// GET /healthz (process alive) and GET /readyz (database and bus reachable, and the database
// taking writes: after a write failed for lack of disk, every readiness check probes one).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connect.js';
import type { EventBus } from '../../events/bus.js';
import type { StorageHealth } from '../../services/storage-health.js';

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Answers health routes; returns false for every other request. */
export function handleHealth(
  req: IncomingMessage,
  res: ServerResponse,
  parts: { database: () => DatabaseHandle; bus: EventBus; storageHealth?: StorageHealth | undefined },
): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path === '/healthz') {
    send(res, 200, { status: 'ok' });
    return true;
  }
  if (path === '/readyz') {
    void (async () => {
      const failing: string[] = [];
      try {
        await withinProbeTime(sql`select 1`.execute(parts.database().db));
      } catch {
        failing.push('database');
      }
      const storage = parts.storageHealth;
      if (storage && storage.problems().length > 0 && !failing.includes('database')) {
        // An instance out of rotation gets no writes that could clear the mark: probe one.
        if (await probeWrite(parts.database())) storage.writeCommitted();
        for (const problem of storage.problems()) if (!failing.includes(problem)) failing.push(problem);
      }
      // e.g. 'disk': the embedded database's disk is full and it refuses writes (reads go on).
      for (const problem of parts.database().problems?.() ?? []) if (!failing.includes(problem)) failing.push(problem);
      if (!parts.bus.healthy()) failing.push('bus');
      send(res, failing.length ? 503 : 200, failing.length ? { status: 'unavailable', failing } : { status: 'ready' });
    })();
    return true;
  }
  return false;
}

function withinProbeTime<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
}

/**
 * Whether the database takes a write now: one event row for no session, inserted and rolled
 * back (nothing remains). The events table is where every stored change goes.
 */
async function probeWrite(database: DatabaseHandle): Promise<boolean> {
  const rolledBack = new Error('probe rolled back');
  try {
    await withinProbeTime(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into events (session_id, "offset", type, at, payload) values ('', 0, 'readiness_probe', 0, '{}'::jsonb)`.execute(trx);
        throw rolledBack;
      }),
    );
    return true;
  } catch (error) {
    return error === rolledBack;
  }
}
