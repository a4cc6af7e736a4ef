// Import of the iii session-manager's file store (issue 27 §2; the format is defined by
// iii-hq/workers session-manager/src/store/fs.rs, its shapes by session-manager/src/types.rs):
// one JSONL file per session of `meta`, `entry`, `leaf`, `append` and `commit` records, replayed
// last-wins. The sample files below are written after that format. Converted, a file imports
// through the same importer as our own archives: the tree, revisions, active leaf, status,
// metadata and draft come back; `npm run import -- --from iii-session-manager DIR` does it
// against a database, idempotently.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertIiiSessionFile } from '../../src/domain/iii-session-file.js';
import { backends, createTestDatabase, dropTestDatabase, errorCode, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

const run = promisify(execFile);

const meta = (extra: Record<string, unknown> = {}) => ({
  session_id: 's_iii_1',
  title: 'from iii',
  description: 'moved here',
  status: 'idle',
  metadata: { owner: 'u_1' },
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  message_count: 0,
  ...extra,
});
const user = (id: string, parent: string | null, text: string, ts: number, revision = 0) => ({
  kind: 'message',
  id,
  parent_id: parent,
  timestamp: ts,
  revision,
  message: { role: 'user', content: [{ type: 'text', text }], timestamp: ts },
});
const assistant = (id: string, parent: string, text: string, ts: number, revision = 0) => ({
  kind: 'message',
  id,
  parent_id: parent,
  timestamp: ts,
  revision,
  origin: { turn_id: 't1' },
  message: {
    role: 'assistant',
    content: [
      { type: 'text', text },
      { type: 'function_call', id: 'c1', function_id: 'fs::read', arguments: { path: '/x' } },
    ],
    stop_reason: 'function_call',
    usage: { input: 10, output: 4, cache_read: 2 },
    model: 'm1',
    provider: 'p1',
    timestamp: ts,
  },
});

/**
 * One session as the worker writes it: created, a question, an answer streamed (written again
 * at revision 1), a second question branching from the first, the leaf moved back to the
 * answer, a custom bookkeeping entry appended there, status done with a parked draft — and a
 * trailing line cut by a crash, which the worker (and this import) skips.
 */
const SESSION_FILE = [
  { type: 'meta', meta: meta() },
  { type: 'append', entry: user('e_001', null, 'question', 1_700_000_001_000), meta: meta({ message_count: 1, updated_at: 1_700_000_001_000 }) },
  { type: 'append', entry: assistant('e_002', 'e_001', 'ans', 1_700_000_002_000), meta: meta({ message_count: 2, updated_at: 1_700_000_002_000 }) },
  { type: 'entry', entry: assistant('e_002', 'e_001', 'answer, streamed', 1_700_000_002_000, 1) },
  {
    type: 'append',
    entry: user('e_003', 'e_001', 'another question', 1_700_000_003_000),
    meta: meta({ message_count: 3, updated_at: 1_700_000_003_000 }),
  },
  { type: 'leaf', entry_id: 'e_002' },
  {
    type: 'append',
    entry: {
      kind: 'custom',
      id: 'e_004',
      parent_id: 'e_002',
      timestamp: 1_700_000_004_000,
      revision: 0,
      custom_type: 'compaction',
      data: { summary: 's' },
    },
    meta: meta({ message_count: 3, updated_at: 1_700_000_004_000 }),
  },
  { type: 'commit', entry_id: 'e_004' },
  { type: 'meta', meta: meta({ message_count: 3, status: 'done', status_reason: 'finished', draft: 'unsent input', updated_at: 1_700_000_005_000 }) },
]
  .map((r) => JSON.stringify(r))
  .join('\n')
  .concat('\n{"type":"entry","entry":{"kind":"mess');

const SESSION = `query($id: ID!) { session(id: $id) { id title description status statusReason metadata messageCount activeLeafId lastOffset
  createdAt updatedAt draft { text }
  messages(first: 10) { nodes { entryId parentId revision ... on MessageEntry { message { role content { __typename ... on TextBlock { text } }
    ... on AssistantMessage { stopReason usage { input output cacheRead } } } } } }
  events(first: 20) { nodes { offset type } } } }`;
const IMPORT = 'mutation($jsonl: String!) { importSession(input: { jsonl: $jsonl }) { imported session { id } } }';

const archiveOf = (file: string) =>
  convertIiiSessionFile(file, Date.now())
    .map((l) => JSON.stringify(l))
    .join('\n');

function expectImported(session: any): void {
  expect(session).toMatchObject({
    id: 's_iii_1',
    title: 'from iii',
    description: 'moved here',
    status: 'DONE',
    statusReason: 'finished',
    metadata: { owner: 'u_1' },
    messageCount: 3,
    activeLeafId: 'e_004',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_005_000,
    draft: { text: 'unsent input' },
  });
  // The active path: the question, the streamed answer at its last revision (the custom entry is not a message).
  expect(session.messages.nodes).toEqual([
    { entryId: 'e_001', parentId: null, revision: 0, message: { role: 'USER', content: [{ __typename: 'TextBlock', text: 'question' }] } },
    {
      entryId: 'e_002',
      parentId: 'e_001',
      revision: 1,
      message: {
        role: 'ASSISTANT',
        content: [{ __typename: 'TextBlock', text: 'answer, streamed' }, { __typename: 'FunctionCallBlock' }],
        stopReason: 'FUNCTION_CALL',
        usage: { input: 10, output: 4, cacheRead: 2 },
      },
    },
  ]);
  // Its stream: created, one message_added per entry, the leaf move (the custom entry came last, so none).
  expect(session.events.nodes.map((e: { type: string }) => e.type)).toEqual([
    'SESSION_CREATED',
    'MESSAGE_ADDED',
    'MESSAGE_ADDED',
    'MESSAGE_ADDED',
    'MESSAGE_ADDED',
  ]);
  expect(session.lastOffset).toBe(5);
}

describe.each(backends())('import of an iii session-manager file (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('restores the tree, revisions, leaf, status, metadata and draft; a second import changes nothing', async () => {
    const archive = archiveOf(SESSION_FILE);
    const first = await server.request(IMPORT, { jsonl: archive });
    expect(errorCode(first)).toBeUndefined();
    expect((first.data as any).importSession.imported).toBe(true);
    expectImported(((await server.request(SESSION, { id: 's_iii_1' })).data as any).session);
    // The other branch is there too: e_003 answers the first question.
    const branch = await server.request('query { session(id: "s_iii_1") { entry(id: "e_003") { entryId parentId } } }');
    expect((branch.data as any).session.entry).toEqual({ entryId: 'e_003', parentId: 'e_001' });
    const second = await server.request(IMPORT, { jsonl: archiveOf(SESSION_FILE) });
    expect((second.data as any).importSession.imported).toBe(false);
  });
});

describe.skipIf(!testDatabaseUrl())('npm run import -- --from iii-session-manager DIR', () => {
  it('imports every session file of the directory into DATABASE_URL, once', async () => {
    const databaseUrl = await createTestDatabase({ migrated: true });
    const dir = mkdtempSync(join(tmpdir(), 'iii-store-'));
    writeFileSync(join(dir, 's_iii_1.jsonl'), SESSION_FILE);
    writeFileSync(join(dir, 'broken.jsonl'), `${JSON.stringify({ type: 'entry', entry: user('e_1', 'e_missing', 'x', 1) })}\n`);
    const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
    const script = join(process.cwd(), 'scripts/import-sessions.ts');
    const importDir = () =>
      run(process.execPath, ['--import', 'tsx', script, '--from', 'iii-session-manager', dir], { env }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    try {
      const first = await importDir();
      expect(first.stdout).toMatch(/s_iii_1\.jsonl: imported session s_iii_1/);
      // The file without a meta record is reported, and fails the run; the good one is imported all the same.
      expect(first.stdout).toMatch(/broken\.jsonl: IMPORT_INVALID/);
      expect(first.code).toBe(1);
      expect((await importDir()).stdout).toMatch(/s_iii_1\.jsonl: already here session s_iii_1/);
      const server = await startServer({ backend: 'postgres', databaseUrl });
      try {
        expectImported(((await server.request(SESSION, { id: 's_iii_1' })).data as any).session);
      } finally {
        await server.stop();
      }
    } finally {
      await dropTestDatabase(databaseUrl);
    }
  }, 60_000);
});
