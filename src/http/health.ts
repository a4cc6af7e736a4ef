// GET /healthz (process alive) and GET /readyz (database and bus reachable).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect.js';
import type { EventBus } from '../events/bus.js';

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Answers health routes; returns false for every other request. */
export function handleHealth(req: IncomingMessage, res: ServerResponse, parts: { database: () => DatabaseHandle; bus: EventBus }): boolean {
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
        await Promise.race([
          sql`select 1`.execute(parts.database().db),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
      } catch {
        failing.push('database');
      }
      if (!parts.bus.healthy()) failing.push('bus');
      send(res, failing.length ? 503 : 200, failing.length ? { status: 'unavailable', failing } : { status: 'ready' });
    })();
    return true;
  }
  return false;
}
