// Issue 7 / SPEC §6: configuration. Invalid settings stop the start-up with each bad one
// named; a reload of the config file (SIGHUP or the file watcher) swaps limits in, rebuilds
// storage and bus, keeps the last good configuration when a rebuild fails, and reports it
// through configStatus (rejectedReloads cumulative, never reset).
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { graphql } from '../gql/index.js';
import { liveClient, waitForListeners } from '../helpers/clients.js';
import { freePort } from '../helpers/isolated-servers.js';
import { spawnService, type ServiceProcess } from '../helpers/process.js';
import { createTestDatabase, dropTestDatabase, testDatabaseUrl, testRedisUrl } from '../helpers/server.js';

const ConfigStatus = graphql(`
  query OpsConfigStatus {
    configStatus {
      lastOutcome
      lastError
      rejectedReloads
    }
  }
`);

const PageSizes = graphql(`
  query OpsConfigPageSizes($first: Int) {
    sessions(first: $first) {
      nodes {
        id
      }
    }
  }
`);

const Create = graphql(`
  mutation OpsConfigCreate($title: String) {
    createSession(input: { title: $title }) {
      session {
        id
      }
    }
  }
`);

const Append = graphql(`
  mutation OpsConfigAppend($sessionId: ID!) {
    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "hi" } }] } } }) {
      entry {
        entryId
      }
    }
  }
`);

const Watch = graphql(`
  subscription OpsConfigWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      offset
      type
    }
  }
`);

type Vars = Record<string, unknown>;

async function gql<T = Record<string, unknown>>(url: string, document: Parameters<typeof print>[0], variables: Vars = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** [page size without `first`, page size with a huge `first`]. */
async function pageSizes(url: string): Promise<[number, number]> {
  const a = await gql<{ sessions: { nodes: unknown[] } }>(url, PageSizes, {});
  const b = await gql<{ sessions: { nodes: unknown[] } }>(url, PageSizes, { first: 10_000 });
  return [a.sessions.nodes.length, b.sessions.nodes.length];
}

const status = (url: string) =>
  gql<{ configStatus: { lastOutcome: string; lastError: string | null; rejectedReloads: number } }>(url, ConfigStatus).then((d) => d.configStatus);

const tempDir = () => mkdtempSync(join(tmpdir(), 'config-reload-'));

describe('start-up with invalid configuration', () => {
  it('exits non-zero naming every bad setting', async () => {
    const proc = spawnService({ PORT: 'abc', MAX_PAGE_SIZE: '0', LOG_LEVEL: 'loud', DATA_DIR: ':memory:' });
    const { code } = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.stderr()).toContain('Invalid configuration');
    expect(proc.stderr()).toMatch(/port \(PORT\)/);
    expect(proc.stderr()).toMatch(/limits\.maxPageSize \(MAX_PAGE_SIZE\)/);
    expect(proc.stderr()).toMatch(/logLevel \(LOG_LEVEL\)/);
    expect(proc.stdout()).not.toContain('listening');
  });

  it('names bad settings from the config file too, and an unreadable file', async () => {
    const dir = tempDir();
    try {
      const file = join(dir, 'config.json');
      writeFileSync(file, JSON.stringify({ limits: { defaultPageSize: 'many' }, shutdownGraceMs: -1, bogus: true }));
      const bad = spawnService({ CONFIG_FILE: file, DATA_DIR: ':memory:' });
      expect((await bad.exited).code).not.toBe(0);
      expect(bad.stderr()).toMatch(/limits\.defaultPageSize \(DEFAULT_PAGE_SIZE\)/);
      expect(bad.stderr()).toMatch(/shutdownGraceMs \(SHUTDOWN_GRACE_MS\)/);
      expect(bad.stderr()).toMatch(/bogus/);

      const missing = spawnService({ CONFIG_FILE: join(dir, 'nope.json'), DATA_DIR: ':memory:' });
      expect((await missing.exited).code).not.toBe(0);
      expect(missing.stderr()).toContain('CONFIG_FILE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('hot reload in process', () => {
  let dir: string;
  let file: string;
  let app: App;
  let url: string;
  const write = (settings: Record<string, unknown>) => writeFileSync(file, JSON.stringify(settings));

  beforeAll(async () => {
    dir = tempDir();
    file = join(dir, 'config.json');
    write({ limits: { defaultPageSize: 2, maxPageSize: 3 } });
    const env = { CONFIG_FILE: file, PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' };
    app = await buildApp(loadConfig(env), { env });
    url = (await app.start()).url;
    for (let i = 0; i < 6; i++) await gql(url, Create, { title: `s${i}` });
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('swaps limits in; rejects failing rebuilds and keeps the last good configuration', async () => {
    expect(await pageSizes(url)).toEqual([2, 3]);
    expect(await status(url)).toEqual({ lastOutcome: 'APPLIED', lastError: null, rejectedReloads: 0 });

    write({ limits: { defaultPageSize: 4, maxPageSize: 5 } });
    await app.reloader.reload();
    expect(await pageSizes(url)).toEqual([4, 5]);
    expect(await status(url)).toEqual({ lastOutcome: 'APPLIED', lastError: null, rejectedReloads: 0 });

    // An unreachable database: the whole reload is refused — its limits too.
    const deadPort = await freePort();
    write({ limits: { defaultPageSize: 1, maxPageSize: 1 }, databaseUrl: `postgres://postgres@127.0.0.1:${deadPort}/postgres` });
    await app.reloader.reload();
    let s = await status(url);
    expect(s.lastOutcome).toBe('REJECTED');
    expect(s.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(s.rejectedReloads).toBe(1);
    expect(await pageSizes(url)).toEqual([4, 5]);
    expect(app.config().databaseUrl).toBeUndefined();
    // The last good storage keeps serving reads and writes.
    await gql(url, Create, { title: 'after a rejected reload' });
    expect(await pageSizes(url)).toEqual([4, 5]);

    // An unreachable Redis: refused as well.
    write({ limits: { defaultPageSize: 1, maxPageSize: 1 }, redisUrl: `redis://127.0.0.1:${deadPort}` });
    await app.reloader.reload();
    s = await status(url);
    expect(s.lastOutcome).toBe('REJECTED');
    expect(s.lastError).toMatch(/redis|ECONNREFUSED/i);
    expect(s.rejectedReloads).toBe(2);
    expect(app.config().redisUrl).toBeUndefined();
    expect((await fetch(url.replace('/graphql', '/readyz'))).status).toBe(200);

    // Invalid values are refused with the setting named.
    write({ limits: { defaultPageSize: 1, maxPageSize: 0 } });
    await app.reloader.reload();
    s = await status(url);
    expect(s).toMatchObject({ lastOutcome: 'REJECTED', rejectedReloads: 3 });
    expect(s.lastError).toContain('limits.maxPageSize');

    // Port and host are fixed while running.
    write({ host: '127.0.0.2' });
    await app.reloader.reload();
    s = await status(url);
    expect(s).toMatchObject({ lastOutcome: 'REJECTED', rejectedReloads: 4 });
    expect(s.lastError).toMatch(/port and host/);

    // A good reload applies and clears lastError, but the rejected count is cumulative.
    write({ limits: { defaultPageSize: 1, maxPageSize: 2 } });
    await app.reloader.reload();
    expect(await status(url)).toEqual({ lastOutcome: 'APPLIED', lastError: null, rejectedReloads: 4 });
    expect(await pageSizes(url)).toEqual([1, 2]);
  });

  it('reloads when the watched file changes (also when it is replaced)', async () => {
    app.reloader.watchFile();
    write({ limits: { defaultPageSize: 3, maxPageSize: 4 } });
    await expect.poll(async () => (await pageSizes(url))[1], { timeout: 10_000, interval: 50, message: 'the watcher applied maxPageSize 4' }).toBe(4);
    expect(await pageSizes(url)).toEqual([3, 4]);

    // Editors often write a new file and rename it over the old one.
    const tmp = join(dir, 'config.json.tmp');
    writeFileSync(tmp, JSON.stringify({ limits: { defaultPageSize: 2, maxPageSize: 5 } }));
    renameSync(tmp, file);
    await expect.poll(async () => (await pageSizes(url))[1], { timeout: 10_000, interval: 50, message: 'the watcher applied maxPageSize 5' }).toBe(5);
    expect(await pageSizes(url)).toEqual([2, 5]);
    expect((await status(url)).rejectedReloads).toBe(4);
  });
});

describe.skipIf(!testDatabaseUrl() || !testRedisUrl())('hot reload rebuilding storage and bus', () => {
  let dir: string;
  let app: App;
  let url: string;
  let databaseUrl: string;

  beforeAll(async () => {
    dir = tempDir();
    databaseUrl = await createTestDatabase();
    writeFileSync(join(dir, 'config.json'), JSON.stringify({}));
    const env = { CONFIG_FILE: join(dir, 'config.json'), PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' };
    app = await buildApp(loadConfig(env), { env });
    url = (await app.start()).url;
  });

  afterAll(async () => {
    await app?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves to a new database and a new bus; live subscribers keep receiving events', async () => {
    const id = (await gql<{ createSession: { session: { id: string } } }>(url, Create, { title: 'pglite' })).createSession.session.id;
    const client = liveClient('ws', { url, wsUrl: url.replace('http', 'ws') });
    try {
      const sub = client.subscribe(Watch, { sessionId: id });
      await sub.waitFor(1);

      const prefix = `reload-${Date.now()}:`;
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ redisUrl: testRedisUrl(), redisChannelPrefix: prefix }));
      await app.reloader.reload();
      expect(await status(url)).toMatchObject({ lastOutcome: 'APPLIED', rejectedReloads: 0 });
      expect(app.config().redisUrl).toBe(testRedisUrl());

      // The subscriber moved to the Redis bus with the swap.
      await gql(url, Append, { sessionId: id });
      await sub.waitFor(2);
      expect(sub.items.map((i) => i.sessionEvents.offset)).toEqual([1, 2]);

      writeFileSync(join(dir, 'config.json'), JSON.stringify({ redisUrl: testRedisUrl(), redisChannelPrefix: prefix, databaseUrl }));
      await app.reloader.reload();
      expect(await status(url)).toMatchObject({ lastOutcome: 'APPLIED', rejectedReloads: 0 });
      // The new database is empty: the session lived in the old one.
      expect(await pageSizes(url)).toEqual([0, 0]);
      const id2 = (await gql<{ createSession: { session: { id: string } } }>(url, Create, { title: 'postgres' })).createSession.session.id;
      const sub2 = client.subscribe(Watch, { sessionId: id2 });
      await waitForListeners({ app }, 4);
      await gql(url, Append, { sessionId: id2 });
      await sub2.waitFor(2);
      expect((await fetch(url.replace('/graphql', '/readyz'))).status).toBe(200);
    } finally {
      await client.dispose();
    }
  });
});

describe('reload of a running process', () => {
  let dir: string;
  let proc: ServiceProcess | undefined;

  afterEach(() => {
    proc?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reloads on SIGHUP, and on a replaced config file', async () => {
    dir = tempDir();
    // CONFIG_FILE is a symlink into another folder: editing the target is invisible to the
    // watcher (it watches the link's folder), so only SIGHUP can pick that change up.
    const real = join(dir, 'real');
    const linkDir = join(dir, 'link');
    for (const d of [real, linkDir]) mkdirSync(d);
    const target = join(real, 'config.json');
    const link = join(linkDir, 'config.json');
    writeFileSync(target, JSON.stringify({ limits: { defaultPageSize: 2, maxPageSize: 3 } }));
    symlinkSync(target, link);

    proc = spawnService({ CONFIG_FILE: link, PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '2000' });
    const url = await proc.listening();
    for (let i = 0; i < 6; i++) await gql(url, Create, { title: `p${i}` });
    expect(await pageSizes(url)).toEqual([2, 3]);

    writeFileSync(target, JSON.stringify({ limits: { defaultPageSize: 4, maxPageSize: 5 } }));
    await new Promise((r) => setTimeout(r, 400)); // longer than the watcher's debounce
    expect(await pageSizes(url)).toEqual([2, 3]);
    proc.child.kill('SIGHUP');
    await expect.poll(async () => (await pageSizes(url))[1], { timeout: 10_000, interval: 50, message: 'SIGHUP applied maxPageSize 5' }).toBe(5);
    expect(await pageSizes(url)).toEqual([4, 5]);
    expect(proc.logs().some((l) => l.msg === 'configuration reloaded')).toBe(true);

    // Replacing the link itself (write + rename in its folder) is seen by the watcher.
    const tmp = join(linkDir, 'config.json.tmp');
    writeFileSync(tmp, JSON.stringify({ limits: { defaultPageSize: 1, maxPageSize: 6 } }));
    renameSync(tmp, link);
    await expect.poll(async () => (await pageSizes(url))[1], { timeout: 10_000, interval: 50, message: 'the watcher applied maxPageSize 6' }).toBe(6);
    expect(await pageSizes(url)).toEqual([1, 6]);

    // A bad file via SIGHUP is rejected and logged; the process keeps running.
    writeFileSync(link, '{ not json');
    proc.child.kill('SIGHUP');
    await expect
      .poll(async () => (await status(url)).rejectedReloads, { timeout: 10_000, interval: 50, message: 'a rejected reload is counted' })
      .toBeGreaterThanOrEqual(1);
    expect(await pageSizes(url)).toEqual([1, 6]);
    expect(proc.logs().some((l) => l.msg === 'configuration reload rejected')).toBe(true);

    proc.child.kill('SIGTERM');
    expect((await proc.exited).code).toBe(0);
  }, 60_000);
});
