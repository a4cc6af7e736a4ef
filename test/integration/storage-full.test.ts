// Issue 22 item 9: a database whose disk is full (Postgres SQLSTATE 53100) is its own documented
// error, STORAGE_FULL, and /readyz answers 503 (failing: disk) while writes are refused, and 200
// again once a write (or its own probe) succeeds. The full disk is a trigger that raises 53100
// on every insert into the events table, dropped afterwards. Postgres only: PGlite has no
// shared server to inject it into from outside.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateSession } from '../helpers/documents.js';
import { errorCode, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

describe.runIf(testDatabaseUrl())('a full database disk (postgres)', () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startServer({ backend: 'postgres' });
    admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  });

  const readyz = async () => {
    const response = await fetch(server.url.replace('/graphql', '/readyz'));
    return { status: response.status, body: (await response.json()) as { failing?: string[] } };
  };
  const fillDisk = async () => {
    await admin.query(`create or replace function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await admin.query('create trigger test_disk_full before insert on events for each row execute function test_disk_full()');
  };
  const freeDisk = () => admin.query('drop trigger test_disk_full on events');

  it('a write refused for lack of disk is STORAGE_FULL and /readyz says 503 until writes succeed again', async () => {
    expect((await readyz()).status).toBe(200);
    await fillDisk();
    const refused = await server.request(CreateSession, { input: {} });
    expect(errorCode(refused)).toBe('STORAGE_FULL');
    expect(refused.errors?.[0]?.extensions?.retryable).toBe(true);
    // Still full: readiness probes a write, which fails too.
    expect(await readyz()).toEqual({ status: 503, body: { status: 'unavailable', failing: ['disk'] } });
    expect((await readyz()).status).toBe(503);

    await freeDisk();
    expect(errorCode(await server.request(CreateSession, { input: {} }))).toBeUndefined();
    expect((await readyz()).status).toBe(200);
  });

  it('an instance that gets no writes recovers through its readiness probe', async () => {
    await fillDisk();
    expect(errorCode(await server.request(CreateSession, { input: {} }))).toBe('STORAGE_FULL');
    expect((await readyz()).status).toBe(503);
    await freeDisk();
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    // The probe left nothing behind.
    expect((await admin.query(`select count(*)::int as n from events where type = 'readiness_probe'`)).rows[0].n).toBe(0);
  });
});
