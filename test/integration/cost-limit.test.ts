// The document cost limit counts what would run (issue 20, mechanism 4): a list is counted once
// per item it may return (`first`/`last`, the default page size when absent, clamped to
// MAX_PAGE_SIZE), so nested pages and aliases of them cost what they would load. Over MAX_COST
// an operation is refused with QUERY_TOO_COMPLEX (the computed cost and the limit in
// `extensions`) and nothing runs — on HTTP (the JSON fast path and Yoga's own) and on graphql-ws,
// queries and subscriptions alike. Every document the project ships is under the default.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { documents as dashboardDocuments } from '../../dashboard/src/documents.js';
import { documents as clientDocuments } from '@agent-conversations/client';
import { parseConfig } from '../../src/config.js';
import { GRAPHIQL_DEFAULT_QUERY } from '../../src/transport/graphiql/graphiql.js';
import { documentCost } from '../../src/transport/plugins/use-cost-limit.js';
import { buildSchema } from '../../src/schema/index.js';
import * as testDocuments from '../gql/graphql.js';
import { postGraphQL } from '../helpers/auth.js';
import { startServer, type TestServer } from '../helpers/server.js';

const DEFAULTS = parseConfig({});

/** `sessions(first: n) { nodes { messages(first: n) { … } } }`, `aliases` times. */
const nestedPages = (n: number | string, aliases = 1, selection = 'entryId') =>
  `{ ${Array.from(
    { length: aliases },
    (_, i) => `a${i}: sessions(first: ${n}) { nodes { id messages(first: ${n}) { nodes { ${selection} } } } }`,
  ).join(' ')} }`;
const CONTENT = 'entryId ... on MessageEntry { message { content { ... on TextBlock { text } } } }';

// ------------------------------------------------------------------ what the project ships

const SAMPLE_SCALARS: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: true,
  SafeInt: 1,
  Timestamp: 0,
  JSON: {},
  JSONObject: {},
  // An upload's file part (what a multipart request passes as the variable).
  File: new File(['x'], 'sample.txt'),
};

/** A value of `type` that coerces (required fields only); page sizes get the largest page. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return SAMPLE_SCALARS[type.name] ?? 'x';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (type.isOneOf) return { [fields[0]!.name]: sampleValue(fields[0]!.type) };
    return Object.fromEntries(fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => [f.name, sampleValue(f.type)]));
  }
  return null;
}

/** The costliest variables an operation can be sent with: every page as large as the service allows. */
function largestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    if (/^(first|last|limit)$/.test(name)) variables[name] = DEFAULTS.limits.maxPageSize;
    else if (isNonNullType(type)) variables[name] = sampleValue(type);
  }
  return variables;
}

/** Each operation of a document with the document's fragments, named by where it comes from. */
function operationsOf(where: string, document: DocumentNode): { where: string; document: DocumentNode; operation: OperationDefinitionNode }[] {
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation, i) => ({
      where: `${where} ${operation.name?.value ?? `#${i + 1}`}`,
      operation,
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    }));
}

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );

function shippedOperations() {
  const out: ReturnType<typeof operationsOf> = [];
  for (const [name, value] of Object.entries({ ...clientDocuments, ...testDocuments })) {
    if (name.endsWith('Document')) out.push(...operationsOf(name, value as DocumentNode));
  }
  // The dashboard's typed documents, by where they sit in its `documents` object.
  const dashboard = (value: unknown, path: string): void => {
    // sessionsByIds(count): the list view asks for up to 20 rows at once.
    if (typeof value === 'function') out.push(...operationsOf(path, (value as (n: number) => DocumentNode)(20)));
    else if ((value as DocumentNode).kind === Kind.DOCUMENT) out.push(...operationsOf(path, value as DocumentNode));
    else for (const [key, child] of Object.entries(value as object)) dashboard(child, `${path}.${key}`);
  };
  dashboard(dashboardDocuments, 'dashboard');
  out.push(...operationsOf('GraphiQL default query', parse(GRAPHIQL_DEFAULT_QUERY)));
  for (const file of ['README.md', ...markdownFiles('docs')]) {
    for (const [i, block] of [...readFileSync(file, 'utf8').matchAll(/```graphql\n([\s\S]*?)```/g)].entries()) {
      let document: DocumentNode;
      try {
        document = parse(block[1]!);
      } catch {
        continue; // schema excerpts (type definitions), not operations
      }
      out.push(...operationsOf(`${file} block ${i + 1}`, document));
    }
  }
  return out;
}

describe('the cost of what the project ships', () => {
  it('every operation of the client package, the dashboard, the docs, GraphiQL and the tests is under the default MAX_COST, with its largest pages', () => {
    const schema = buildSchema();
    const operations = shippedOperations();
    expect(operations.length).toBeGreaterThan(300);
    const over: string[] = [];
    for (const { where, document, operation } of operations) {
      const cost = documentCost({ schema, document, variables: largestVariables(schema, operation), sizes: DEFAULTS.limits });
      expect(cost, `${where}: its sample variables must coerce`).not.toBeNull();
      if (cost! > DEFAULTS.requestLimits.maxCost) over.push(`${where}: ${cost}`);
    }
    expect(over).toEqual([]);
  });

  it('nested pages and their aliases are over the default; one page of the largest size is under it', () => {
    const schema = buildSchema();
    const cost = (query: string) => documentCost({ schema, document: parse(query), sizes: DEFAULTS.limits })!;
    const max = DEFAULTS.requestLimits.maxCost;
    expect(cost(nestedPages(200, 1, CONTENT))).toBeGreaterThan(max);
    expect(cost(nestedPages(200, 30))).toBeGreaterThan(max);
    expect(cost(nestedPages(200, 30))).toBeGreaterThan(29 * cost(nestedPages(200)));
    // first above MAX_PAGE_SIZE is clamped, as the services clamp it.
    expect(cost(nestedPages(100_000))).toBe(cost(nestedPages(DEFAULTS.limits.maxPageSize)));
    expect(cost(`{ session(id: "s") { messages(first: ${DEFAULTS.limits.maxPageSize}) { nodes { ${CONTENT} } } } }`)).toBeLessThan(max);
  });
});

// ------------------------------------------------------------------ the limit, on every transport

describe('the cost limit on HTTP and WebSocket', () => {
  let server: TestServer;
  let low: TestServer;
  const LOW = 60;

  beforeAll(async () => {
    [server, low] = await Promise.all([
      startServer({ backend: 'pglite' }),
      startServer({ backend: 'pglite', config: { requestLimits: { maxCost: LOW } } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), low?.stop()]);
  });

  const expectRefused = (res: Awaited<ReturnType<typeof postGraphQL>>, maxCost: number) => {
    const error = res.body.errors?.[0];
    expect(error?.extensions?.code, res.text).toBe('QUERY_TOO_COMPLEX');
    expect(error?.extensions?.maxCost).toBe(maxCost);
    expect(error?.extensions?.cost as number).toBeGreaterThan(maxCost);
    expect(error?.message).toMatch(new RegExp(`Cost limit of ${maxCost} exceeded, found ${error?.extensions?.cost}`));
    expect(res.body.data ?? null).toBeNull();
    expect(res.status).toBe(400);
  };

  it('nested pages, and 30 aliases of them, are refused with their cost; what they would run is not run', async () => {
    const max = DEFAULTS.requestLimits.maxCost;
    expectRefused(await postGraphQL(server.url, nestedPages(200, 1, CONTENT)), max);
    expectRefused(await postGraphQL(server.url, nestedPages(200, 30)), max);
    // Yoga's own pipeline (an Accept the JSON fast path leaves to it) refuses alike.
    expectRefused(await postGraphQL(server.url, nestedPages(200, 30), {}, { accept: 'application/json, text/plain' }), max);
    // Within the limit the same shape runs.
    const res = await postGraphQL(server.url, nestedPages(20, 2, CONTENT));
    expect(res.body.errors, res.text).toBeUndefined();
    expect(res.body.data).toEqual({ a0: { nodes: [] }, a1: { nodes: [] } });
  });

  it('page sizes given as variables count, and so does the default page size when none is given', async () => {
    const query = 'query Nested($n: Int) { sessions(first: $n) { nodes { messages(first: $n) { nodes { entryId } } } } }';
    expectRefused(await postGraphQL(server.url, query, { n: 400 }), DEFAULTS.requestLimits.maxCost);
    expect((await postGraphQL(server.url, query, { n: 5 })).body.errors).toBeUndefined();
    // { sessions { nodes { id } } } counts DEFAULT_PAGE_SIZE (50) items: 1 + 50 × 2.
    expectRefused(await postGraphQL(low.url, '{ sessions { nodes { id } } }'), LOW);
    const cost = (await postGraphQL(low.url, '{ sessions { nodes { id } } }')).body.errors?.[0]?.extensions?.cost;
    expect(cost).toBe(1 + DEFAULTS.limits.defaultPageSize * 2);
    expect((await postGraphQL(low.url, '{ sessions(first: 25) { nodes { id } } }')).body.errors).toBeUndefined();
  });

  it('over graphql-ws: queries and subscriptions over the limit are refused; the socket goes on serving', async () => {
    const client = createClient({ url: low.wsUrl, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, onNonLazyError: () => {} });
    const run = (query: string) =>
      new Promise<{ errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown }>((resolve) => {
        let last = {};
        const stop = client.subscribe(
          { query },
          {
            next: (r) => {
              last = r;
              if (query.startsWith('subscription') && !r.errors) {
                stop();
                resolve(r as never);
              }
            },
            error: (e) => resolve({ errors: e as never }),
            complete: () => resolve(last),
          },
        );
      });
    try {
      const query = await run('{ sessions { nodes { id } } }');
      expect(query.errors?.[0]?.extensions?.code, JSON.stringify(query)).toBe('QUERY_TOO_COMPLEX');
      expect(query.errors?.[0]?.extensions?.cost).toBe(1 + DEFAULTS.limits.defaultPageSize * 2);
      expect(query.errors?.[0]?.extensions?.maxCost).toBe(LOW);

      // A subscription's cost is what each event runs: a message with its content and siblings.
      const subscription = await run(
        'subscription { sessionEvents(sessionId: "nope", after: 0) { offset ... on MessageAddedEvent { entry { siblings { entryId tipEntryId } ... on MessageEntry { message { content { ... on TextBlock { text } ... on FileBlock { attachment { id filename mime size } } } } } } } } }',
      );
      expect(subscription.errors?.[0]?.extensions?.code, JSON.stringify(subscription)).toBe('QUERY_TOO_COMPLEX');
      expect(subscription.errors?.[0]?.extensions?.cost as number).toBeGreaterThan(LOW);

      // Under the limit, on the same socket.
      const ok = await run('{ sessions(first: 3) { nodes { id title } } }');
      expect(ok.errors, JSON.stringify(ok)).toBeUndefined();
      const notFound = await run('subscription { sessionEvents(sessionId: "nope", after: 0) { offset } }');
      expect(notFound.errors?.[0]?.extensions?.code, JSON.stringify(notFound)).toBe('NOT_FOUND');
    } finally {
      await client.dispose();
    }
  });
});
