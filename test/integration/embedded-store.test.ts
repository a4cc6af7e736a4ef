// The embedded default store (no DATABASE_URL, DATA_DIR a folder): what the issue-22 fault
// injection found, as a user sees it. A full disk refuses writes with a documented code and
// /readyz 503, keeps reads, and recovers by itself; deleted space is reused; acknowledged commits
// are flushed (fsync-family calls); a second process on the folder or the port is refused; a
// heavy statement leaves /healthz answering.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/connect.js';
import { freeBytes } from '../../src/db/disk-guard.js';
import { migratePgliteFolder } from '../../src/db/migrate-pglite-folder.js';
import { migrate } from '../../src/db/migrate.js';
import { silentLogger } from '../../src/logger.js';
import { ERROR_CODES } from '../../src/domain/errors.js';
import { AppendMessages, createSession, userText } from '../helpers/flow.js';
import { ROOT, spawnService } from '../helpers/process.js';
import { errorCode, startServer, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

const MiB = 1024 * 1024;
// For the service under strace (a child process, spoken to with fetch).
const CREATE = `mutation($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }`;
const APPEND = `mutation($input: AppendMessagesInput!) { appendMessages(input: $input) { lastEntryId } }`;
const READ = `query($id: ID!) { session(id: $id) { messages(first: 100) { nodes { entryId } } } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteAttachment(input: { id: $id }) { deleted } }';

/** Appends one user message and returns the raw response (a refusal is an outcome here). */
const append = (server: TestServer, sessionId: string, text: string) =>
  server.request(AppendMessages, { input: { sessionId, messages: [userText(text)] } });

async function readyz(server: TestServer): Promise<{ status: number; body: { failing?: string[] } }> {
  const response = await fetch(new URL('/readyz', server.url));
  return { status: response.status, body: (await response.json()) as { failing?: string[] } };
}

const isRoot = process.getuid?.() === 0;

/** A tmpfs of `size` at a new folder (root only); null where the machine refuses it. */
function smallDisk(size: string): string | null {
  if (!isRoot) return null;
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return dir;
}

function unmount(dir: string | null): void {
  if (!dir) return;
  spawnSync('umount', ['-l', dir]);
  rmSync(dir, { recursive: true, force: true });
}

const diskFullProbe = smallDisk('1m');
unmount(diskFullProbe);
const canMountSmallDisk = diskFullProbe !== null;

describe.skipIf(!canMountSmallDisk)('embedded store on a 64 MB disk', () => {
  let disk: string | null = null;
  let server: TestServer;
  beforeAll(async () => {
    disk = smallDisk('64m');
    server = await startServer({ backend: 'pglite', config: { dataDir: join(disk!, 'data'), embeddedDiskReserveBytes: 8 * MiB } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    unmount(disk);
  });

  it('refuses writes with a documented code and /readyz 503 when the disk fills, keeps reads, and recovers by itself', async () => {
    const { id: sessionId } = await createSession(server);
    for (let i = 0; i < 5; i++) expect(errorCode(await append(server, sessionId, `before ${i}`))).toBeUndefined();

    // Something else fills the disk: less than the reserve stays free.
    const filler = join(disk!, 'filler');
    const free = await freeBytes(disk!);
    writeFileSync(filler, Buffer.alloc(Math.max(0, free - 2 * MiB)));
    await expect
      .poll(async () => (await readyz(server)).status, { timeout: 60_000, interval: 250, message: '/readyz once the disk is full' })
      .toBe(503);
    expect((await readyz(server)).body.failing).toContain('disk');

    const refused = await append(server, sessionId, 'while full');
    const code = errorCode(refused);
    expect(ERROR_CODES).toContain(code);
    expect(code).not.toBe('INTERNAL_SERVER_ERROR');
    const read = await server.request<{ session: { messages: { nodes: unknown[] } } }, unknown>(READ, { id: sessionId });
    expect(read.errors).toBeUndefined();
    expect(read.data!.session.messages.nodes).toHaveLength(5);

    rmSync(filler);
    await expect
      .poll(async () => (await readyz(server)).status, { timeout: 60_000, interval: 250, message: '/readyz once space is free again' })
      .toBe(200);
    expect(errorCode(await append(server, sessionId, 'after'))).toBeUndefined();
  }, 120_000);
});

describe.skipIf(!canMountSmallDisk)('embedded store gives deleted space back', () => {
  let disk: string | null = null;
  let server: TestServer;
  beforeAll(async () => {
    disk = smallDisk('192m');
    server = await startServer({
      backend: 'pglite',
      config: { dataDir: join(disk!, 'data'), embeddedDiskReserveBytes: 8 * MiB, limits: { maxAttachmentBytes: 16 * MiB } },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    unmount(disk);
  });

  /** How many times the TOAST table of attachment_chunks has been vacuumed (by autovacuum or by hand). */
  const toastVacuums = async () => {
    const { rows } = await sql<{ n: number }>`
      select coalesce(sum(vacuum_count + autovacuum_count), 0)::int as n from pg_stat_all_tables
      where relid = (select reltoastrelid from pg_class where relname = 'attachment_chunks')`.execute(server.app.deps.db);
    return rows[0]!.n;
  };

  it('uploads and deletes attachment after attachment: the space of deleted attachments is reused', async () => {
    const { id: sessionId } = await createSession(server);
    const bytes = new Uint8Array(12 * MiB).map((_, i) => (i * 2654435761) >>> 24); // not compressible
    // Three cycles of 12 MiB (each waits for an autovacuum, every 10 s): kept without reuse,
    // 36 MiB of chunks; reused, about one attachment's worth (the bound below is two).
    for (let cycle = 0; cycle < 3; cycle++) {
      const attachment = await upload(server.url, { sessionId, bytes, name: `c${cycle}.bin`, type: 'application/octet-stream' });
      const vacuumedBefore = await toastVacuums();
      const deleted = await server.request(DELETE, { id: attachment.id });
      expect(deleted.errors).toBeUndefined();
      // Autovacuum marks the deleted rows' pages reusable: wait for a vacuum of the chunks'
      // TOAST table (where their bytes are) after the delete. Counting dead tuples alone is not
      // enough: the statistics of a delete reach pg_stat a moment after its commit.
      await expect
        .poll(toastVacuums, { timeout: 180_000, interval: 250, message: 'vacuums of the TOAST table of attachment_chunks' })
        .toBeGreaterThan(vacuumedBefore);
    }
    expect((await readyz(server)).status).toBe(200);
    const { rows } = await sql<{ bytes: number }>`select pg_total_relation_size('attachment_chunks')::bigint as bytes`.execute(server.app.deps.db);
    expect(rows[0]!.bytes).toBeLessThan(2 * 12 * MiB);
  }, 900_000);
});

describe('embedded store in a folder', () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'embedded-store-'));
    server = await startServer({ backend: 'pglite', config: { dataDir } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener of the folder, naming the folder and the holder', async () => {
    const second = openDatabase({ dataDir, poolSize: 2 });
    await expect(second).rejects.toThrow(dataDir);
    await expect(second).rejects.toThrow(new RegExp(`service pid ${process.pid}`));
    // The first one still serves.
    const { id: sessionId } = await createSession(server);
    expect(errorCode(await append(server, sessionId, 'still mine'))).toBeUndefined();
  }, 60_000);

  it('a second start on a busy port fails before it opens its folder', async () => {
    const otherDir = join(mkdtempSync(join(tmpdir(), 'embedded-port-')), 'data');
    const port = new URL(server.url).port;
    const child = spawnService({ PORT: port, HOST: '127.0.0.1', DATA_DIR: otherDir, LOG_LEVEL: 'info' });
    const { code } = await child.exited;
    expect(code).not.toBe(0);
    expect(child.stderr()).toContain('already in use');
    expect(existsSync(otherDir)).toBe(false);
  }, 60_000);

  it('a heavy statement does not hold up /healthz', async () => {
    let heavyDone = false;
    const settled = () => {
      heavyDone = true;
    };
    const heavy = sql`select count(*) from generate_series(1, 40000000)`.execute(server.app.deps.db).then(settled, settled);
    await new Promise((r) => setTimeout(r, 100)); // the statement is on its way
    const health = await fetch(new URL('/healthz', server.url));
    expect(health.status).toBe(200);
    expect(heavyDone).toBe(false);
    await heavy;
  }, 120_000);
});

const hasStrace = spawnSync('strace', ['-V']).status === 0;

describe.skipIf(!hasStrace)('embedded store durability', () => {
  it('flushes every acknowledged append to disk (fsync-family calls, traced)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-fsync-'));
    const trace = join(dataDir, 'trace.txt');
    mkdirSync(join(dataDir, 'data'));
    const child = spawn('strace', ['-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, '--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', DATA_DIR: join(dataDir, 'data'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    const exited = new Promise((r) => child.once('exit', r));
    try {
      const url = await vi.waitFor(
        () => {
          const logged = /"url":"([^"]+)"/.exec(out)?.[1];
          if (!logged) throw new Error(`the service under strace logs its url (stdout so far: ${out.slice(-500)})`);
          return logged;
        },
        { timeout: 60_000, interval: 250 },
      );
      const request = async (query: string, variables: unknown) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: { createSession?: { session: { id: string } } }; errors?: unknown[] };
      };
      const sessionId = (await request(CREATE, { input: {} })).data!.createSession!.session.id;
      const flushes = () =>
        readFileSync(trace, 'utf8')
          .split('\n')
          .filter((line) => /\b(fsync|fdatasync)\(/.test(line)).length;
      const before = flushes();
      const appends = 20;
      for (let i = 0; i < appends; i++)
        expect((await request(APPEND, { input: { sessionId, messages: [userText(`m${i}`)] } })).errors).toBeUndefined();
      expect(flushes() - before).toBeGreaterThanOrEqual(appends);
    } finally {
      // The service itself (strace's child) drains and stops; strace then exits with it.
      const service = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n')[0];
      if (service) process.kill(Number(service), 'SIGTERM');
      else child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('an older version’s PGlite folder in DATA_DIR', () => {
  it('is refused with a message saying how to migrate, and the migration copies its rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-legacy-'));
    try {
      const legacy = await PGlite.create(join(dataDir, 'pglite'));
      await migrate(new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: legacy }) }));
      await legacy.query(
        `insert into sessions (id, title, description, status, created_at, updated_at) values ('legacy-1', 'kept across versions', '', 'active', 1, 1)`,
      );
      await legacy.close();

      const refused = openDatabase({ dataDir, poolSize: 2 });
      await expect(refused).rejects.toThrow(join(dataDir, 'pglite'));
      await expect(refused).rejects.toThrow('npm run data:migrate-pglite');

      const report = await migratePgliteFolder(dataDir, silentLogger);
      expect(report.tables.sessions).toBe(1);
      const handle = await openDatabase({ dataDir, poolSize: 2 });
      try {
        const { rows } = await sql<{ title: string }>`select title from sessions where id = 'legacy-1'`.execute(handle.db);
        expect(rows).toEqual([{ title: 'kept across versions' }]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
