// The documents show code that must keep working:
//   - docs/api.md "Clients" shows the client set-ups the client suites run: each
//     `// #region <name>` of setups.ts must appear there verbatim;
//   - README.md shows the AI SDK, MCP and OpenTelemetry set-ups: the regions of
//     readme-examples.ts appear there verbatim and run here against a real service (with the
//     reference worker and the fake provider), and the OpenTelemetry line's variables, given to
//     a service, send its traces to the OTLP endpoint they name;
//   - every ```graphql block of README.md and docs/**/*.md holds operations that validate
//     against the printed schema (schema.graphql), one operation at a time.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import { startWorker, type RunningWorker } from '../../src/worker/worker.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { markdownFiles } from '../helpers/markdown.js';
import { ROOT } from '../helpers/process.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { openChat, searchSessions } from './readme-examples.js';
import { testWorkerConfig } from '../helpers/test-worker.js';

const setups = readFileSync(join(ROOT, 'test/clients/setups.ts'), 'utf8');
const apiGuide = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
const regions = [...setups.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion/g)].map((m) => [m[1]!, m[2]!.trimEnd()] as const);

describe('client snippets in docs/api.md', () => {
  it('covers every client the suites run', () => {
    expect(regions.map(([name]) => name)).toEqual(['apollo', 'urql', 'graphql-ws', 'graphql-sse', 'eventsource', 'codegen']);
  });
  it.each(regions)('%s appears in docs/api.md exactly as tested', (_name, code) => {
    expect(apiGuide).toContain(code);
  });
});

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));

/** Every ```graphql block of a Markdown text, with the line it starts on. */
function graphqlBlocks(text: string): { line: number; source: string }[] {
  const blocks: { line: number; source: string }[] = [];
  for (const match of text.matchAll(/^```graphql\n([\s\S]*?)^```$/gm)) {
    blocks.push({ line: text.slice(0, match.index).split('\n').length, source: match[1]! });
  }
  return blocks;
}

/** Problems of one block: a parse error, or each operation's validation errors against the schema. */
function problemsOf(source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return [(error as Error).message];
  }
  // A block lists several anonymous operations to paste one at a time: validate each alone.
  return document.definitions.flatMap((definition) =>
    validate(schema, { kind: document.kind, definitions: [definition] }).map((error) => error.message),
  );
}

const snippets = markdownFiles().flatMap((file) =>
  graphqlBlocks(readFileSync(join(ROOT, file), 'utf8')).map(({ line, source }) => [`${file}:${line}`, source] as const),
);

describe('GraphQL snippets in README.md and docs/', () => {
  it('finds the snippets', () => {
    expect(snippets.length).toBeGreaterThan(10);
  });
  it.each(snippets)('%s validates against schema.graphql', (_where, source) => {
    expect(problemsOf(source)).toEqual([]);
  });
});

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const examples = readFileSync(join(ROOT, 'test/clients/readme-examples.ts'), 'utf8');
const exampleRegions = [...examples.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion/g)].map((m) => [m[1]!, m[2]!.trimEnd()] as const);

describe('the README examples for the AI SDK, MCP and OpenTelemetry', { timeout: 60_000 }, () => {
  let server: TestServer;
  let fake: FakeOpenAI;
  let worker: RunningWorker;
  const tag = { suite: `readme-${randomUUID()}` };

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { llm: { debounceMs: 0 } } });
    fake = await startFakeOpenAI();
    worker = startWorker(testWorkerConfig({ graphqlUrl: server.url, openaiBaseUrl: fake.url, sessionMetadata: tag }), {
      logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    });
  });
  afterAll(async () => {
    await worker?.kill();
    await fake?.close();
    await server?.stop();
  });

  it('covers the AI SDK and MCP', () => {
    expect(exampleRegions.map(([name]) => name)).toEqual(['ai-sdk', 'mcp']);
  });
  it.each(exampleRegions)('%s appears in README.md exactly as tested', (_name, code) => {
    expect(readme).toContain(code);
  });

  it('ai-sdk: the Chat it opens sends a message and streams the reply', async () => {
    const created = await createSession(server, { title: 'readme', metadata: tag });
    const chat = await openChat(server.url, created.id);
    await chat.sendMessage({ text: 'hello' });
    expect(chat.messages.map((m) => [m.role, m.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('')])).toEqual([
      ['user', 'hello'],
      ['assistant', 'Echo: hello'],
    ]);
  });

  it('mcp: search_sessions finds a session by its words', async () => {
    const { id: sessionId } = await createSession(server, { title: 'readme', metadata: { other: 'x' } });
    await appendMessages(server, sessionId, [userText('the zanzibar itinerary')]);
    const result = (await searchSessions(new URL(server.url).origin, 'zanzibar')) as { content: { text?: string }[] };
    expect(result.content.map((c) => c.text ?? '').join('\n')).toContain(sessionId);
  });

  it('opentelemetry: the variables of the README line send the traces to the OTLP endpoint', async () => {
    const line = /<!-- snippet: otel -->\n```sh\n(.*)\n```/.exec(readme)?.[1] ?? '';
    const env = Object.fromEntries([...line.matchAll(/\b(OTEL_[A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
    expect(Object.keys(env)).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    const received: { path: string; body: Buffer }[] = [];
    const collector = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: Buffer.concat(parts) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    // The README's endpoint, moved to this test's collector; the exporter reads process.env itself.
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    try {
      const app = await buildApp(parseConfig({ port: 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent' }), {
        env: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
      });
      const { port } = await app.start();
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ReadmeTraced { createSession(input: { title: "traced" }) { session { id } } }' }),
      });
      expect(response.status).toBe(200);
      await app.stop(); // flushes the batch of spans
    } finally {
      if (saved === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    }
    const traces = received.filter((r) => r.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const sent = Buffer.concat(traces.map((t) => t.body)).toString('latin1');
    expect(sent).toContain(env.OTEL_SERVICE_NAME);
    expect(sent).toContain('ReadmeTraced');
  });
});
