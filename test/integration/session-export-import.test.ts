// Export and import of sessions (issue 27 §2, SPEC §13, docs/export-import.md): a session
// exported from one deployment (GET /sessions/<id>/export) and imported into a fresh one
// (importSession) comes back with the same ids, offsets, tree, events, context and attachment
// bytes — its re-export is byte for byte the original's; importing it again writes nothing; a
// changed copy is IMPORT_CONFLICT; a bad file (cut, another version, another tenant's) is a clear
// error and writes nothing. Also: a deleted session's blob and chunk rows leave with it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_CHUNK_BYTES } from '../../src/store/attachment-store.js';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';
import { download, upload } from '../helpers/uploads.js';

const CONFIG = { auth: { jwtSecret: TEST_SECRET }, llm: { debounceMs: 0, requestTtlMs: 600_000 } };
const IMPORT = 'mutation Import($input: ImportSessionInput!) { importSession(input: $input) { imported session { id lastOffset activeLeafId } } }';
const EVENTS = `query Events($id: ID!) { session(id: $id) { events(first: 500) { nodes { __typename offset at type sessionId
  ... on MessageAddedEvent { entry { entryId parentId timestamp revision } }
  ... on MessageUpdatedEvent { revision entry { entryId } } } } } }`;
const TABLES = [
  'sessions',
  'entries',
  'branches',
  'events',
  'attachments',
  'attachment_blobs',
  'attachment_chunks',
  'context_items',
  'drafts',
] as const;

type Exec = (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse<any>>;

const exec =
  (server: TestServer, token: string): Exec =>
  (query, variables = {}) =>
    server.request(query, variables, bearer(token));

async function must(result: Promise<GraphQLResponse<any>>): Promise<any> {
  const r = await result;
  if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data;
}

const exportUrl = (server: TestServer, id: string, query = '') =>
  `${server.url.replace(/\/graphql$/, '')}/sessions/${encodeURIComponent(id)}/export${query}`;

async function exportText(server: TestServer, token: string, id: string, query = ''): Promise<string> {
  const response = await fetch(exportUrl(server, id, query), { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/jsonl/);
  return response.text();
}

/** The archive without its header line (which carries the export time). */
const body = (archive: string) => archive.split('\n').slice(1).join('\n');

/** importSession with the archive as an uploaded file part. */
async function importFile(server: TestServer, token: string, archive: string): Promise<GraphQLResponse<any>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([archive], { type: 'application/jsonl' }), 'session.jsonl');
  const response = await fetch(server.url, { method: 'POST', headers: { 'apollo-require-preflight': 'true', ...bearer(token) }, body: form });
  return (await response.json()) as GraphQLResponse<any>;
}

async function rowCounts(server: TestServer): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    counts[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.app.deps.db)).rows[0]!.n;
  }
  return counts;
}

const bigBytes = () => new Uint8Array(ATTACHMENT_CHUNK_BYTES + 1000).map((_, i) => (i * 31 + 7) % 256);

describe.each(backends())('session export and import (%s)', (backend) => {
  let source: TestServer;
  let target: TestServer;
  let alice: string;
  let bob: string;
  let sessionId: string;
  let archive: string;
  let fileId: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([startServer({ backend, config: CONFIG }), startServer({ backend, config: CONFIG })]);
    [alice, bob] = await Promise.all([hs256Token({ sub: 'alice' }), hs256Token({ sub: 'bob' })]);
    const run = exec(source, alice);
    const auth = bearer(alice);
    sessionId = (await createSession(source, { title: '\uFEFFexported', description: 'd', metadata: { project: 'p' } }, auth)).id;
    const file = await upload(source.url, { sessionId, bytes: bigBytes(), name: 'big.bin', headers: auth });
    const drafted = await upload(source.url, { sessionId, bytes: 'parked in the draft', name: 'draft.txt', headers: auth });
    fileId = file.id;
    const append = async (parentId: string | null, text: string, extra: unknown[] = []) =>
      (
        await must(
          run('mutation($input: AppendEntryInput!) { appendEntry(input: $input) { entry { entryId } } }', {
            input: { sessionId, ...(parentId ? { parentId } : {}), message: { user: { content: [{ text: { text } }, ...extra] } } },
          }),
        )
      ).appendEntry.entry.entryId as string;
    const root = await append(null, 'root');
    const a = await append(root, 'branch a', [{ file: { attachmentId: file.id } }]);
    await append(a, 'branch a, deeper');
    const b = await append(root, 'branch b');
    await must(
      run(
        'mutation($s: ID!, $e: ID!) { updateMessage(input: { sessionId: $s, entryId: $e, content: [{ text: { text: "edited" } }] }) { updated } }',
        { s: sessionId, e: b },
      ),
    );
    await must(run('mutation($s: ID!, $e: ID!) { setActiveLeaf(input: { sessionId: $s, entryId: $e }) { session { id } } }', { s: sessionId, e: a }));
    await must(
      run('mutation($s: ID!) { appendEntry(input: { sessionId: $s, custom: { customType: "note", data: { k: [1, 2] } } }) { entry { entryId } } }', {
        s: sessionId,
      }),
    );
    await must(
      run('mutation($s: ID!) { addContextItem(input: { sessionId: $s, item: { role: SYSTEM, content: "be brief", key: "sys" } }) { offset } }', {
        s: sessionId,
      }),
    );
    await must(
      run('mutation($s: ID!, $ids: [ID!]) { setDraft(input: { sessionId: $s, text: "half-typed", attachmentIds: $ids }) { session { id } } }', {
        s: sessionId,
        ids: [drafted.id],
      }),
    );
    archive = await exportText(source, alice, sessionId);
  });
  afterAll(async () => {
    await Promise.all([source?.stop(), target?.stop()]);
  });

  it('exports the whole session: header, session, attachments with their bytes, every branch, events in offset order, context, draft, end', async () => {
    const lines = archive
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: 'header', format: 'agent-conversations.session', version: 1, attachments: 'inline' });
    expect(lines[1]).toMatchObject({ type: 'session', session: { id: sessionId, title: '\uFEFFexported', branchCount: 3 } });
    const types = lines.map((l) => l.type);
    expect(types.at(-1)).toBe('end');
    expect(types.filter((t) => t === 'attachment')).toHaveLength(2);
    // The big file travels as two chunk lines of base64.
    expect(lines.filter((l) => l.type === 'attachment_chunk' && l.attachmentId === fileId).map((l) => l.seq)).toEqual([0, 1]);
    expect(types.filter((t) => t === 'entry')).toHaveLength(5);
    expect(types.filter((t) => t === 'branch')).toHaveLength(3);
    const offsets = lines.filter((l) => l.type === 'event').map((l) => l.event.offset);
    expect(offsets).toEqual(Array.from({ length: lines[1].session.lastOffset }, (_, i) => i + 1));
    expect(lines.find((l) => l.type === 'draft')).toMatchObject({ text: 'half-typed' });
    expect(types).toContain('context_item');
    // By reference: the metadata without the bytes.
    const byReference = await exportText(source, alice, sessionId, '?attachments=reference');
    expect(byReference).not.toContain('"attachment_chunk"');
    expect(byReference.split('\n')[0]).toContain('"attachments":"reference"');
  });

  it("answers 404 for another tenant's session (as for an unknown one) and 401 without credentials", async () => {
    const response = await fetch(exportUrl(source, sessionId), { headers: bearer(bob) });
    expect(response.status).toBe(404);
    expect(((await response.json()) as GraphQLResponse<unknown>).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await fetch(exportUrl(source, 'no-such-session'), { headers: bearer(alice) })).status).toBe(404);
    expect((await fetch(exportUrl(source, sessionId))).status).toBe(401);
  });

  it('imports into a fresh deployment with the same ids, offsets, tree, events and bytes; a second import writes nothing', async () => {
    const result = await importFile(target, alice, archive);
    expect(errorCode(result)).toBeUndefined();
    expect(result.data.importSession.imported).toBe(true);
    expect(result.data.importSession.session.id).toBe(sessionId);
    // Byte for byte, but for the export time in the header.
    const again = await exportText(target, alice, sessionId);
    expect(body(again)).toBe(body(archive));
    // The replayed stream is the same.
    const events = async (server: TestServer) => (await must(exec(server, alice)(EVENTS, { id: sessionId }))).session.events.nodes;
    expect(await events(target)).toEqual(await events(source));
    const bytes = await download(`${target.url.replace(/\/graphql$/, '')}/attachments/${fileId}`, bearer(alice));
    expect(bytes.status).toBe(200);
    expect(bytes.bytes).toEqual(bigBytes());

    const before = await rowCounts(target);
    const second = await importFile(target, alice, archive);
    expect(errorCode(second)).toBeUndefined();
    expect(second.data.importSession.imported).toBe(false);
    expect(await rowCounts(target)).toEqual(before);
    expect(body(await exportText(target, alice, sessionId))).toBe(body(archive));
  });

  it('refuses a changed copy of a session already here (IMPORT_CONFLICT) and writes nothing', async () => {
    const changed = archive.replace('"title":"\\ufeffexported"', '"title":"renamed"').replace('"title":"\uFEFFexported"', '"title":"renamed"');
    expect(changed).not.toBe(archive);
    const before = await rowCounts(target);
    const result = await importFile(target, alice, changed);
    expect(errorCode(result)).toBe('IMPORT_CONFLICT');
    expect(result.errors?.[0]?.extensions?.sessionId).toBe(sessionId);
    expect(await rowCounts(target)).toEqual(before);
  });

  it('refuses a cut file, another version, a damaged line and another tenant with a clear error, writing nothing', async () => {
    const fresh = await startServer({ backend, config: CONFIG });
    try {
      const before = await rowCounts(fresh);
      const lines = archive.trimEnd().split('\n');
      const cases: [string, string, string][] = [
        ['without its end line', `${lines.slice(0, -1).join('\n')}\n`, 'IMPORT_INVALID'],
        ['cut inside a line', archive.slice(0, Math.floor(archive.length * 0.6)), 'IMPORT_INVALID'],
        ['of another version', [lines[0]!.replace('"version":1', '"version":99'), ...lines.slice(1)].join('\n'), 'IMPORT_INVALID'],
        ['with a line out of order', [lines[0]!, lines[1]!, lines.at(-1)!, ...lines.slice(2, -1)].join('\n'), 'IMPORT_INVALID'],
        ['empty', '', 'IMPORT_INVALID'],
      ];
      for (const [what, file, code] of cases) {
        const result = await importFile(fresh, alice, file);
        expect(errorCode(result), what).toBe(code);
        expect(result.errors?.[0]?.message, what).toMatch(/line \d+/);
        expect(await rowCounts(fresh), what).toEqual(before);
      }
      const version = await importFile(fresh, alice, [lines[0]!.replace('"version":1', '"version":99'), ...lines.slice(1)].join('\n'));
      expect(version.errors?.[0]?.message).toContain('version is 99');
      const foreign = await importFile(fresh, bob, archive);
      expect(errorCode(foreign)).toBe('FORBIDDEN');
      expect(await rowCounts(fresh)).toEqual(before);
      // By reference, the bytes must already be stored here.
      const byReference = await exportText(source, alice, sessionId, '?attachments=reference');
      expect(errorCode(await importFile(fresh, alice, byReference))).toBe('IMPORT_INVALID');
      expect(await rowCounts(fresh)).toEqual(before);
    } finally {
      await fresh.stop();
    }
  });

  it('takes an archive as text too (jsonl), and an archive by reference where the bytes are already stored', async () => {
    const second = exec(source, alice);
    const { id } = await createSession(source, { title: 'small' }, bearer(alice));
    const copy = await upload(source.url, { sessionId: id, bytes: bigBytes(), name: 'same-bytes.bin', headers: bearer(alice) });
    await must(
      second(
        'mutation($s: ID!, $a: ID!) { appendEntry(input: { sessionId: $s, message: { user: { content: [{ file: { attachmentId: $a } }] } } }) { entry { entryId } } }',
        { s: id, a: copy.id },
      ),
    );
    const small = await exportText(source, alice, id, '?attachments=reference');
    // The target already holds these bytes (imported with the first session).
    const result = await must(exec(target, alice)(IMPORT, { input: { jsonl: small } }));
    expect(result.importSession.imported).toBe(true);
    expect(body(await exportText(target, alice, id, '?attachments=reference'))).toBe(body(small));
    expect((await download(`${target.url.replace(/\/graphql$/, '')}/attachments/${copy.id}`, bearer(alice))).bytes).toEqual(bigBytes());
    expect(errorCode(await exec(target, alice)(IMPORT, { input: {} }))).toBe('BAD_USER_INPUT');
  });

  it("deletes a session's blob and chunk rows with it", async () => {
    const run = exec(source, alice);
    const { id } = await createSession(source, { title: 'doomed' }, bearer(alice));
    const fresh = new Uint8Array(ATTACHMENT_CHUNK_BYTES + 1).map((_, i) => (i * 13 + 5) % 256);
    const a = await upload(source.url, { sessionId: id, bytes: fresh, name: 'doomed.bin', headers: bearer(alice) });
    await must(
      run(
        'mutation($s: ID!, $a: ID!) { appendEntry(input: { sessionId: $s, message: { user: { content: [{ file: { attachmentId: $a } }] } } }) { entry { entryId } } }',
        { s: id, a: a.id },
      ),
    );
    const before = await rowCounts(source);
    await must(run('mutation($s: ID!) { deleteSession(input: { sessionId: $s }) { deleted } }', { s: id }));
    const after = await rowCounts(source);
    expect({ blobs: after.attachment_blobs, chunks: after.attachment_chunks, attachments: after.attachments }).toEqual({
      blobs: before.attachment_blobs - 1,
      chunks: before.attachment_chunks - 2,
      attachments: before.attachments - 1,
    });
  });
});
