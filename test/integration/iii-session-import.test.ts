// Import of the iii session-manager's file store (issue 27 §2; the format is defined by
// iii-hq/workers session-manager/src/store/fs.rs, its shapes by session-manager/src/types.rs):
// one JSONL file per session of `meta`, `entry`, `leaf`, `append` and `commit` records, replayed
// last-wins. The sample files below are written after that format. Converted, a file imports
// through the same importer as our own archives: the tree, revisions, active leaf, status,
// metadata and draft come back; `npm run import -- --from iii-session-manager DIR` does it
// against a database, idempotently.
//
// Attachments live beside the session files (session-manager/src/store/fs.rs): per session a
// folder `attachments/<encoded session id>/` of `<id>.bin` (bytes) + `<id>.json` (AttachmentMeta:
// attachment_id, session_id, name, mime, size, sha256, created_at), referenced from messages by
// `{ type: "file", attachment_id, name, mime, size }` blocks (an image block may carry an
// `attachment_id` too) and parked with the draft as `draft_attachments` (full AttachmentMeta).
// The sample store below is written after those shapes.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertIiiSessionFile } from '../../src/domain/iii-session-file.js';
import { iiiSessionArchiveOf } from '../../src/services/iii-store-archive.js';
import { backends, createTestDatabase, dropTestDatabase, errorCode, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';
import { download } from '../helpers/uploads.js';

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

// ---------------------------------------------------------------------------
// A store with attachments

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** More than one 256 KiB chunk, so the archive carries it in several lines. */
const DOC = new Uint8Array(300_000).map((_, i) => (i * 37 + 11) % 256);
/** A PNG signature and a little more: an image the service may show in place. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const NOTE = new TextEncoder().encode('parked with the draft');

interface StoredAttachment {
  id: string;
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** Overrides of the AttachmentMeta written (a lie about the size, …). */
  meta?: Record<string, unknown>;
  /** Leave the `.bin` out (a `.json` alone). */
  noBin?: boolean;
}

const attachmentMeta = (sessionId: string, a: StoredAttachment) => ({
  attachment_id: a.id,
  session_id: sessionId,
  name: a.name,
  mime: a.mime,
  size: a.bytes.byteLength,
  sha256: sha256(a.bytes),
  created_at: 1_700_000_000_500,
  ...a.meta,
});
const fileBlock = (a: StoredAttachment) => ({ type: 'file', attachment_id: a.id, name: a.name, mime: a.mime, size: a.bytes.byteLength });

/** Writes one session as the worker's fs store does: `<id>.jsonl` and `attachments/<id>/<attachment>.{bin,json}`. */
function writeIiiSession(
  dir: string,
  sessionId: string,
  attachments: StoredAttachment[],
  content: unknown[],
  metaExtra: Record<string, unknown> = {},
): string {
  const m = meta({ session_id: sessionId, ...metaExtra });
  const entry = {
    kind: 'message',
    id: `e_${sessionId}`,
    parent_id: null,
    timestamp: 1_700_000_001_000,
    revision: 0,
    message: { role: 'user', content, timestamp: 1_700_000_001_000 },
  };
  const file = join(dir, `${sessionId}.jsonl`);
  writeFileSync(
    file,
    `${[
      { type: 'meta', meta: m },
      { type: 'append', entry, meta: { ...m, message_count: 1, updated_at: 1_700_000_001_000 } },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n')}\n`,
  );
  const folder = join(dir, 'attachments', sessionId);
  mkdirSync(folder, { recursive: true });
  for (const a of attachments) {
    if (!a.noBin) writeFileSync(join(folder, `${a.id}.bin`), a.bytes);
    writeFileSync(join(folder, `${a.id}.json`), JSON.stringify(attachmentMeta(sessionId, a)));
  }
  return file;
}

const doc: StoredAttachment = { id: 'a_iii_doc', name: 'report.pdf', mime: 'application/pdf', bytes: DOC };
const png: StoredAttachment = { id: 'a_iii_png', name: 'shot.png', mime: 'image/png', bytes: PNG };
const note: StoredAttachment = { id: 'a_iii_note', name: 'note.txt', mime: 'text/plain', bytes: NOTE };

/** The store: a session whose message has a file block and an image block naming attachments, and a draft parking one; a fork sharing the file (the worker copies it under the same id); and three broken sessions. */
function writeIiiStore(dir: string): void {
  writeIiiSession(
    dir,
    's_iii_att',
    [doc, png, note],
    [
      { type: 'text', text: 'see attached' },
      fileBlock(doc),
      { type: 'image', mime: 'image/png', data: Buffer.from(PNG).toString('base64'), attachment_id: png.id },
    ],
    { draft: 'one more', draft_attachments: [attachmentMeta('s_iii_att', note)] },
  );
  // The leftovers of an upload the worker never finished: bytes without metadata, a temporary file.
  writeFileSync(join(dir, 'attachments', 's_iii_att', 'a_iii_half.bin'), 'half');
  writeFileSync(join(dir, 'attachments', 's_iii_att', 'a_iii_half.json.tmp'), '{');
  writeIiiSession(dir, 's_iii_fork', [doc], [fileBlock(doc)], { forked_from: 's_iii_att' });
  const broken = (sessionId: string, a: StoredAttachment) => writeIiiSession(dir, sessionId, [a], [fileBlock(a)]);
  broken('s_iii_nobin', { id: 'a_iii_nobin', name: 'gone.txt', mime: 'text/plain', bytes: NOTE, noBin: true });
  broken('s_iii_size', { id: 'a_iii_size', name: 'short.txt', mime: 'text/plain', bytes: NOTE, meta: { size: NOTE.byteLength + 1 } });
  broken('s_iii_big', { id: 'a_iii_big', name: 'big.bin', mime: 'application/octet-stream', bytes: new Uint8Array(BIG_LIMIT + 1) });
}
/** The MAX_ATTACHMENT_BYTES of these imports: above DOC, below the big one. */
const BIG_LIMIT = 400_000;
const BROKEN = [
  ['s_iii_nobin', 'IMPORT_INVALID', /a_iii_nobin.*no bytes file/],
  ['s_iii_size', 'IMPORT_INVALID', /a_iii_size.*gives 22 bytes and its bytes file holds 21/],
  ['s_iii_big', 'ATTACHMENT_TOO_LARGE', /a_iii_big.*400001 bytes, larger than 400000/],
] as const;

async function textOf(source: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of source) text += piece;
  return text;
}

const ATTACHED = `query($id: ID!) { session(id: $id) { id draft { text attachments { id filename } }
  attachments(first: 10) { nodes { id filename mime size sha256 } }
  messages(first: 5) { nodes { ... on MessageEntry { message { content { __typename
    ... on TextBlock { text } ... on FileBlock { attachment { id filename mime size } } ... on ImageBlock { mime data image: attachment { id } } } } } } } } }`;

interface AttachedSession {
  draft: unknown;
  attachments: { nodes: unknown[] };
  messages: { nodes: { message: { content: unknown[] } }[] };
}
/** The session ATTACHED reads, null when it is not here. */
async function attachedSession(server: TestServer, id: string): Promise<AttachedSession | null> {
  const read = await server.request<{ session: AttachedSession | null }, { id: string }>(ATTACHED, { id });
  expect(read.errors).toBeUndefined();
  return read.data!.session;
}

async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['sessions', 'entries', 'events', 'attachments', 'attachment_blobs', 'attachment_chunks', 'drafts', 'draft_attachments']) {
    counts[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.app.deps.db)).rows[0]!.n;
  }
  return counts;
}

/** Checks what the service holds of the store's good sessions; `base` is the server's origin. */
async function expectAttachmentsImported(server: TestServer): Promise<void> {
  const base = server.url.replace(/\/graphql$/, '');
  const session = (await attachedSession(server, 's_iii_att'))!;
  expect(session.attachments.nodes).toEqual([
    { id: 'a_iii_doc', filename: 'report.pdf', mime: 'application/pdf', size: DOC.byteLength, sha256: sha256(DOC) },
    { id: 'a_iii_note', filename: 'note.txt', mime: 'text/plain', size: NOTE.byteLength, sha256: sha256(NOTE) },
    { id: 'a_iii_png', filename: 'shot.png', mime: 'image/png', size: PNG.byteLength, sha256: sha256(PNG) },
  ]);
  expect(session.messages.nodes[0]?.message.content).toEqual([
    { __typename: 'TextBlock', text: 'see attached' },
    { __typename: 'FileBlock', attachment: { id: 'a_iii_doc', filename: 'report.pdf', mime: 'application/pdf', size: DOC.byteLength } },
    // The image names its attachment; its inline copy is not kept beside it.
    { __typename: 'ImageBlock', mime: 'image/png', data: null, image: { id: 'a_iii_png' } },
  ]);
  expect(session.draft).toEqual({ text: 'one more', attachments: [{ id: 'a_iii_note', filename: 'note.txt' }] });
  for (const [id, bytes] of [
    ['a_iii_doc', DOC],
    ['a_iii_png', PNG],
    ['a_iii_note', NOTE],
  ] as const) {
    const got = await download(`${base}/attachments/${id}`);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(bytes);
  }
  // The fork's file block names the same attachment: one attachment, stored once.
  const fork = (await attachedSession(server, 's_iii_fork'))!;
  expect(fork.messages.nodes[0]?.message.content).toEqual([
    { __typename: 'FileBlock', attachment: { id: 'a_iii_doc', filename: 'report.pdf', mime: 'application/pdf', size: DOC.byteLength } },
  ]);
  for (const [id] of BROKEN) expect(await attachedSession(server, id)).toBeNull();
  // Nothing of the broken sessions' attachments, nor of the unfinished upload, is here.
  for (const id of ['a_iii_half', 'a_iii_nobin', 'a_iii_size', 'a_iii_big']) {
    const found = await server.request<{ attachment: unknown }, { id: string }>('query($id: ID!) { attachment(id: $id) { id } }', { id });
    expect(found.errors).toBeUndefined();
    expect(found.data!.attachment).toBeNull();
  }
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

  it("imports a session's attachments: file and image blocks and the draft name them, their bytes download; a second import changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iii-attachments-'));
    writeIiiStore(dir);
    const importSession = async (sessionId: string) => {
      const archive = await textOf(await iiiSessionArchiveOf(join(dir, `${sessionId}.jsonl`), { now: Date.now(), maxAttachmentBytes: BIG_LIMIT }));
      const result = await server.request<{ importSession: { imported: boolean } }, { jsonl: string }>(IMPORT, { jsonl: archive });
      expect(errorCode(result)).toBeUndefined();
      return result.data!.importSession.imported;
    };
    expect(await importSession('s_iii_att')).toBe(true);
    expect(await importSession('s_iii_fork')).toBe(true);
    // The broken ones are refused while their files are read, with the documented codes: nothing reaches the service.
    for (const [sessionId, code, message] of BROKEN) {
      const error = await iiiSessionArchiveOf(join(dir, `${sessionId}.jsonl`), { now: Date.now(), maxAttachmentBytes: BIG_LIMIT }).then(
        () => null,
        (e: { extensions?: { code?: string }; message: string }) => e,
      );
      expect(error?.extensions?.code).toBe(code);
      expect(error?.message).toMatch(message);
    }
    await expectAttachmentsImported(server);

    const before = await rowCounts(server);
    expect(await importSession('s_iii_att')).toBe(false);
    expect(await importSession('s_iii_fork')).toBe(false);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('refuses a file block naming an attachment the folder does not hold (IMPORT_INVALID)', () => {
    const entry = user('e_1', null, 'x', 1);
    const file = [
      { type: 'meta', meta: meta({ session_id: 's_iii_dangling' }) },
      { type: 'append', entry: { ...entry, message: { ...entry.message, content: [...entry.message.content, fileBlock(note)] } }, meta: meta() },
    ];
    let code: string | undefined;
    try {
      convertIiiSessionFile(file.map((r) => JSON.stringify(r)).join('\n'), Date.now());
    } catch (error) {
      code = (error as { extensions?: { code?: string } }).extensions?.code;
    }
    expect(code).toBe('IMPORT_INVALID');
  });
});

describe.skipIf(!testDatabaseUrl())('npm run import -- --from iii-session-manager DIR', () => {
  it('imports every session file of the directory into DATABASE_URL, once', async () => {
    const databaseUrl = await createTestDatabase({ migrated: true });
    const dir = mkdtempSync(join(tmpdir(), 'iii-store-'));
    writeFileSync(join(dir, 's_iii_1.jsonl'), SESSION_FILE);
    writeFileSync(join(dir, 'broken.jsonl'), `${JSON.stringify({ type: 'entry', entry: user('e_1', 'e_missing', 'x', 1) })}\n`);
    writeIiiStore(dir);
    const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', MAX_ATTACHMENT_BYTES: String(BIG_LIMIT) };
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
      expect(first.stdout).toMatch(/s_iii_att\.jsonl: imported session s_iii_att/);
      expect(first.stdout).toMatch(/s_iii_fork\.jsonl: imported session s_iii_fork/);
      for (const [sessionId, code, message] of BROKEN) {
        expect(first.stdout).toMatch(new RegExp(`${sessionId}\\.jsonl: ${code}: .*${message.source}`));
      }
      expect(first.code).toBe(1);
      const second = await importDir();
      expect(second.stdout).toMatch(/s_iii_1\.jsonl: already here session s_iii_1/);
      expect(second.stdout).toMatch(/s_iii_att\.jsonl: already here session s_iii_att/);
      // One session file named alone, its attachments from the folder beside it.
      const one = await run(process.execPath, ['--import', 'tsx', script, '--from', 'iii-session-manager', join(dir, 's_iii_fork.jsonl')], { env });
      expect(one.stdout).toBe(`${join(dir, 's_iii_fork.jsonl')}: already here session s_iii_fork\n`);
      const server = await startServer({ backend: 'postgres', databaseUrl });
      try {
        expectImported(((await server.request(SESSION, { id: 's_iii_1' })).data as any).session);
        await expectAttachmentsImported(server);
      } finally {
        await server.stop();
      }
    } finally {
      await dropTestDatabase(databaseUrl);
    }
  }, 60_000);
});
