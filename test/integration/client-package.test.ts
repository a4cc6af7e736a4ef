// The client package installs like one: `npm pack` gives a small tarball of built JavaScript
// and types; installed into a scratch project (outside the repository) it brings no server
// dependency; a plain Node 22 script (no tsx, no loader) imports it and talks to a real
// service — create a session, append, page the transcript, watch with resume, upload; its
// types compile for a TypeScript consumer; and Vite bundles it for the browser without a
// Node-only module.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/process.js';
import { startServer, type TestServer } from '../helpers/server.js';

const PACKAGE = '@agent-conversations/client';
const PACKAGE_DIR = join(ROOT, 'packages', 'client');
/** What a browser client may bring along: the package and its three dependencies. */
const ALLOWED_DEPENDENCIES = [PACKAGE, 'graphql', 'graphql-ws', '@graphql-typed-document-node/core'];
const SERVER_DEPENDENCIES = ['@electric-sql/pglite', 'pg', 'ioredis', 'openai', 'kysely', 'graphql-yoga', '@pothos/core', 'tsx', 'pino', 'zod'];

/** The child's environment: this Node first on PATH, and none of the npm_* settings of a parent `npm test`. */
const childEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !/^npm_/i.test(e[0]))),
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  ...extra,
});

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}:\n${out}\n${err}`));
    });
  });
}

const npm = (args: string[], cwd: string, timeoutMs = 120_000) => run('npm', args, { cwd, timeoutMs });

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

/** Names (with a version) anywhere in `npm ls --all --json`. */
function installedNames(tree: { dependencies?: Record<string, { version?: string; dependencies?: unknown }> }): Set<string> {
  const names = new Set<string>();
  const walk = (node: typeof tree) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version) names.add(name);
      walk(child as typeof tree);
    }
  };
  walk(tree);
  return names;
}

interface Packed {
  filename: string;
  size: number;
  files: { path: string }[];
}

// The script a plain Node user would write: JavaScript, the package by name, globals only.
const SCRIPT = `
import { ClientError, createClient } from '${PACKAGE}';

const sockets = [];
// The WebSocket of Node 22, kept at hand so the script can drop the connection under the watch.
class TrackedWebSocket extends WebSocket {
  constructor(...args) {
    super(...args);
    sockets.push(this);
  }
}
const until = async (check, what) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!check()) throw new Error('timed out: ' + what);
};

const client = createClient({ url: process.env.GRAPHQL_URL, webSocketImpl: TrackedWebSocket, backoff: { initialDelayMs: 20, maxDelayMs: 200 } });
const session = await client.createSession({ title: 'from plain node', metadata: { via: 'package' } });

const offsets = [];
const resumes = [];
const stop = new AbortController();
const watch = client.watchSession(session.id, {
  after: 0,
  signal: stop.signal,
  onEvent: (event) => void offsets.push(event.offset),
  onResume: ({ error, after }) => void resumes.push({ code: error.code, after }),
});

let last = 0;
for (let n = 1; n <= 5; n++) last = (await client.appendMessage(session.id, 'message ' + n)).session.lastOffset;
await until(() => offsets.length >= last && sockets.length > 0, 'the first events');

// Drop the connection under the watch, then keep writing: it resumes after its last offset.
const droppedAfter = offsets.at(-1);
sockets.at(-1).close(3000, 'dropped by the script');
for (let n = 6; n <= 10; n++) last = (await client.appendMessage(session.id, 'message ' + n)).session.lastOffset;

const file = new Blob(['hello from plain node'], { type: 'text/plain' });
const attachment = await client.uploadAttachment(session.id, file, { filename: 'hello.txt' });
const bytes = await (await fetch(attachment.url)).text();
const withFile = await client.appendMessage(session.id, {
  user: { content: [{ text: { text: 'see the file' } }, { file: { attachmentId: attachment.id } }] },
});
last = withFile.session.lastOffset;
await until(() => offsets.length >= last, 'every event after the drop');

const textOf = (entry) => entry.message.content.map((block) => (block.__typename === 'TextBlock' ? block.text : block.__typename)).join(' + ');
const newest = await client.messages(session.id, { last: 4 });
const before = await client.messages(session.id, { last: 4, before: newest.pageInfo.startCursor });
const pages = [];
for await (const page of client.messagePages(session.id, { last: 4 })) pages.push(page.entries.map(textOf));
const fileBlock = newest.entries.at(-1).message.content.find((block) => block.__typename === 'FileBlock');

let missing = null;
try {
  await client.appendMessage('no-such-session', 'hi');
} catch (error) {
  missing = { isClientError: error instanceof ClientError, code: error.code, retryable: error.retryable };
}

// One user turn with sendMessage (a retry with the same entryId writes nothing), then regenerate.
const chat = await client.createSession({ title: 'a turn' });
const sent = await client.sendMessage(chat.id, 'Hello!', { entryId: 'turn-1', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' });
const resent = await client.sendMessage(chat.id, 'Hello!', { entryId: 'turn-1', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' });
const requestOffset = await client.regenerate(chat.id, 'turn-1');
const turn = { created: [sent.created, resent.created], contextOffsets: [sent.contextOffset, resent.contextOffset], entryId: sent.entry.entryId, requestOffset };

stop.abort();
await watch.done;
await client.dispose();
console.log(JSON.stringify({
  turn,
  resolved: import.meta.resolve('${PACKAGE}'),
  sessionId: session.id,
  last,
  offsets,
  droppedAfter,
  resumes,
  sockets: sockets.length,
  newest: newest.entries.map(textOf),
  before: before.entries.map(textOf),
  hasPreviousPage: before.pageInfo.hasPreviousPage,
  pages,
  attachment: { filename: attachment.filename, mime: attachment.mime, size: attachment.size, bytes },
  fileBlock: fileBlock?.attachment.id === attachment.id,
  missing,
}));
`;

// A TypeScript consumer: the shipped .d.ts give real types (a wrong call does not compile).
const CONSUMER_TS = `
import { createClient, type Entry, type MessagesPage } from '${PACKAGE}';

const client = createClient({ url: 'http://localhost:4000/graphql' });
export async function newestTexts(sessionId: string): Promise<string[]> {
  const page: MessagesPage | null = await client.messages(sessionId, { last: 10 });
  const texts = (entry: Entry) =>
    entry.__typename === 'MessageEntry' ? entry.message.content.flatMap((block) => (block.__typename === 'TextBlock' ? [block.text] : [])) : [];
  return page ? page.entries.flatMap(texts) : [];
}
export async function created(): Promise<number> {
  const session = await client.createSession({ title: 't' });
  // @ts-expect-error lastOffset is a number, not a string
  const wrong: string = session.lastOffset;
  void wrong;
  // @ts-expect-error a message input names its role
  await client.appendMessage(session.id, { text: 'no role' });
  return session.lastOffset;
}
`;

// A browser entry using every helper, so the bundle holds them all.
const BROWSER_ENTRY = `
import { createClient } from '${PACKAGE}';

const client = createClient({ url: new URL('/graphql', location.href).toString(), token: () => sessionStorage.getItem('token') });
document.querySelector('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const session = await client.createSession({ title: 'browser' });
  await client.appendMessage(session.id, document.querySelector('textarea').value);
  const file = document.querySelector('input[type=file]').files[0];
  if (file) await client.uploadAttachment(session.id, file);
  for await (const page of client.messagePages(session.id, { last: 20 })) console.log(page.entries.length);
  client.watchSession(session.id, { after: 0, onEvent: (e) => console.log(e.offset) });
});
`;

describe('the client package, packed and installed like a user would', () => {
  let scratch: string;
  let packed: Packed;
  let server: TestServer;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'client-package-'));
    // `npm pack` runs the package's prepack (a fresh build of dist/).
    const out = await npm(['pack', '--json', '--pack-destination', scratch], PACKAGE_DIR, 120_000);
    packed = (JSON.parse(out.slice(out.indexOf('['))) as Packed[])[0]!;
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(scratch, packed.filename)], scratch, 150_000);
    server = await startServer({ backend: 'pglite' });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('the tarball holds only built JavaScript, types, README and licence, and is small', () => {
    const paths = packed.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']));
    expect(paths.filter((p) => !/^(package\.json|README\.md|LICENSE|dist\/.+\.(js|d\.ts))$/.test(p))).toEqual([]);
    expect(packed.size).toBeLessThan(100_000);
  });

  it('installs without any server dependency', async () => {
    const tree = JSON.parse(await npm(['ls', '--all', '--json'], scratch, 60_000)) as Parameters<typeof installedNames>[0];
    const names = installedNames(tree);
    expect(names.has(PACKAGE)).toBe(true);
    expect([...names].filter((name) => !ALLOWED_DEPENDENCIES.includes(name))).toEqual([]);
    const topLevel = readdirSync(join(scratch, 'node_modules')).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(scratch, 'node_modules', name)).map((inner) => `${name}/${inner}`) : name.startsWith('.') ? [] : [name],
    );
    expect(topLevel.filter((name) => SERVER_DEPENDENCIES.includes(name))).toEqual([]);
    expect(sizeOf(join(scratch, 'node_modules'))).toBeLessThan(10 * 1024 * 1024);
  }, 60_000);

  it('its AI SDK subpath loads in plain Node without `ai` installed (only its types come from there)', async () => {
    const script = `import { ServiceChatTransport, loadUIMessages } from '${PACKAGE}/ai-sdk';
console.log(JSON.stringify({ transport: typeof ServiceChatTransport, load: typeof loadUIMessages, resolved: import.meta.resolve('${PACKAGE}/ai-sdk') }));`;
    writeFileSync(join(scratch, 'ai-sdk.mjs'), script);
    const out = await run(process.execPath, ['ai-sdk.mjs'], {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
      timeoutMs: 30_000,
    });
    expect(JSON.parse(out.trim())).toEqual({
      transport: 'function',
      load: 'function',
      resolved: `file://${join(scratch, 'node_modules', PACKAGE, 'dist', 'ai-sdk', 'index.js')}`,
    });
    expect(readdirSync(join(scratch, 'node_modules'))).not.toContain('ai');
  });

  it('plain Node 22 imports it and creates, appends, pages, watches with resume and uploads against a real service', async () => {
    writeFileSync(join(scratch, 'run.mjs'), SCRIPT);
    const out = await run(process.execPath, ['run.mjs'], {
      cwd: scratch,
      // Exactly this environment: no NODE_OPTIONS (no tsx, no loader).
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', GRAPHQL_URL: server.url },
      timeoutMs: 60_000,
    });
    const result = JSON.parse(out.trim().split('\n').at(-1)!);

    expect(result.resolved).toBe(`file://${join(scratch, 'node_modules', PACKAGE, 'dist', 'index.js')}`);
    // Every stored event exactly once, in order, across the dropped connection.
    expect(result.offsets).toEqual(Array.from({ length: result.last }, (_, i) => i + 1));
    expect(result.resumes.length).toBeGreaterThan(0);
    expect(result.resumes[0]).toEqual({ code: 'CONNECTION_CLOSED', after: result.droppedAfter });
    expect(result.sockets).toBeGreaterThanOrEqual(2);
    // The transcript, paged back from the newest entry.
    expect(result.newest).toEqual(['message 8', 'message 9', 'message 10', 'see the file + FileBlock']);
    expect(result.before).toEqual(['message 4', 'message 5', 'message 6', 'message 7']);
    expect(result.hasPreviousPage).toBe(true);
    expect(result.pages).toEqual([result.newest, result.before, ['message 1', 'message 2', 'message 3']]);
    // The upload, stored as sent and referenced by the message.
    expect(result.attachment).toEqual({ filename: 'hello.txt', mime: 'text/plain', size: 21, bytes: 'hello from plain node' });
    expect(result.fileBlock).toBe(true);
    expect(result.missing).toEqual({ isClientError: true, code: 'NOT_FOUND', retryable: false });
    expect(result.turn).toMatchObject({ created: [true, false], entryId: 'turn-1' });
    expect(result.turn.contextOffsets[0]).toBeGreaterThan(0);
    expect(result.turn.contextOffsets[1]).toBe(result.turn.contextOffsets[0]);
    expect(result.turn.requestOffset).toBeGreaterThan(result.turn.contextOffsets[0]);

    // The service agrees on what was written.
    const stored = await server.request<{ session: { messageCount: number; title: string } | null }, { id: string }>(
      'query Stored($id: ID!) { session(id: $id) { messageCount title } }',
      { id: result.sessionId },
    );
    expect(stored.data?.session).toEqual({ messageCount: 11, title: 'from plain node' });
  }, 90_000);

  it('its types compile for a strict TypeScript consumer', async () => {
    writeFileSync(join(scratch, 'consumer.ts'), CONSUMER_TS);
    // A browser app's settings: the DOM library and no Node types.
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2023', 'dom'],
      types: [],
    };
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
    await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: scratch, timeoutMs: 90_000 });
  }, 120_000);

  it('Vite bundles it for the browser without a Node-only module', async () => {
    writeFileSync(
      join(scratch, 'index.html'),
      '<!doctype html><form><textarea></textarea><input type="file"></form><script type="module" src="./main.js"></script>',
    );
    writeFileSync(join(scratch, 'main.js'), BROWSER_ENTRY);
    const { build, createLogger } = await import('vite');
    const warnings: string[] = [];
    const logger = createLogger('warn', { allowClearScreen: false });
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const output = await build({
      root: scratch,
      configFile: false,
      logLevel: 'warn',
      customLogger: logger,
      build: { outDir: join(scratch, 'dist'), emptyOutDir: true, minify: false, target: 'es2022' },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as {
      output: { type: string; code?: string; moduleIds?: string[]; modules?: object }[];
    }[];
    const chunks = outputs.flatMap((o) => o.output).filter((item) => item.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(0);
    const modules = chunks.flatMap((chunk) => chunk.moduleIds ?? Object.keys(chunk.modules ?? {}));
    const code = chunks.map((chunk) => chunk.code ?? '').join('\n');

    // Only the package, its dependencies, the entry and Vite's own preload helper; no shim for a Node built-in.
    const outside = modules.filter((id) => {
      if (id.startsWith('\0vite/')) return false;
      const inModules = id.split('node_modules/')[1];
      if (inModules === undefined) return !id.startsWith(scratch);
      return !ALLOWED_DEPENDENCIES.some((name) => inModules.startsWith(`${name}/`));
    });
    expect(outside).toEqual([]);
    expect(modules.filter((id) => /browser-external|^node:/.test(id))).toEqual([]);
    expect(code).not.toMatch(/from\s*["']node:|require\(["']|import\(["']node:/);
    expect(warnings.filter((w) => /externalized|Node|built-in/i.test(w))).toEqual([]);
    // The helpers are in: the multipart upload and the resuming session stream.
    expect(code).toContain('apollo-require-preflight');
    expect(code).toContain('sessionEvents');
  }, 120_000);
});
