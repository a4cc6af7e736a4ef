// Migration 0007 on a database written before it: usage totals are rebuilt from the stored
// llm_request_settled events, and a request open at upgrade time becomes claimable with its
// prompt rebuilt from the stream. Both backends: an on-disk PGlite and a Postgres database.
import { migratePgliteFolder } from '../../src/db/migrate-pglite-folder.js';
import { silentLogger } from '../../src/logger.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { foldEvents, type FoldableEvent } from '../../src/domain/context-fold.js';
import { migrations } from '../../src/db/migrations/index.js';
import { graphql } from '../gql/index.js';
import { createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

const MgSession = graphql(`
  query MgSession($id: ID!) {
    session(id: $id) {
      usage {
        inputTokens
        outputTokens
        cachedInputTokens
        reasoningOutputTokens
        requests
        failedRequests
      }
      context {
        openRequest {
          offset
          claimedBy
          prompt {
            role
            content
          }
        }
      }
    }
  }
`);

const MgClaimable = graphql(`
  query MgClaimable {
    claimableLlmRequests {
      sessionId
      offset
    }
  }
`);

const MgClaim = graphql(`
  mutation MgClaim($input: ClaimLlmRequestInput!) {
    claimLlmRequest(input: $input) {
      claimed
      request {
        prompt {
          role
          content
        }
      }
    }
  }
`);

const T = 1_700_000_000_000;
const policy = { behaviour: 'after-current-request' };
/** A stream as the service wrote it before 0007: two turns, a failure being retried, a request open. */
const EVENTS: FoldableEvent[] = [
  {
    offset: 1,
    type: 'session_created',
    at: T,
    payload: { title: '', description: '', status: 'idle', forkedFrom: null, createdAt: T, metadata: {} },
  },
  { offset: 2, type: 'context_item_added', at: T, payload: { item: { role: 'user', content: 'hello', llmRequestPolicy: policy } } },
  { offset: 3, type: 'llm_request_requested', at: T, payload: { requestedAt: T, expiresAt: T + 1e12 } },
  {
    offset: 4,
    type: 'context_item_added',
    at: T,
    payload: { item: { role: 'assistant', content: 'hi', llmRequestPolicy: policy, llmRequestOffset: 3 } },
  },
  {
    offset: 5,
    type: 'llm_request_settled',
    at: T,
    payload: { requestOffset: 3, result: { status: 'succeeded', text: 'hi', usage: { inputTokens: 7, outputTokens: 2, cachedInputTokens: 1 } } },
  },
  { offset: 6, type: 'context_item_added', at: T, payload: { item: { role: 'user', content: 'again', llmRequestPolicy: policy } } },
  { offset: 7, type: 'llm_request_requested', at: T, payload: { requestedAt: T, expiresAt: T + 1e12 } },
  { offset: 8, type: 'llm_request_settled', at: T, payload: { requestOffset: 7, result: { status: 'failed', errorMessage: '503' } } },
  { offset: 9, type: 'llm_request_requested', at: T, payload: { requestedAt: T, expiresAt: T + 1e12 } },
];

async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

/** Writes the session and its stream the way the service did before 0007. */
async function seedLegacy(db: Kysely<unknown>, id: string): Promise<void> {
  await migrateTo(db, '0004_request_pending_since');
  const state = foldEvents(EVENTS);
  expect(state.openRequest?.offset).toBe(9);
  await sql`
    insert into sessions (id, title, description, metadata, status, message_count, created_at, updated_at, last_offset, branch_count, context, request_expires_at)
    values (${id}, '', '', '{}', 'idle', 0, ${T}, ${T}, 9, 0, ${JSON.stringify(state)}::jsonb, ${T + 1e12})`.execute(db);
  for (const e of EVENTS) {
    await sql`insert into events (session_id, "offset", type, at, payload) values (${id}, ${e.offset}, ${e.type}, ${e.at}, ${JSON.stringify(e.payload)}::jsonb)`.execute(
      db,
    );
  }
  // A session with no settled request keeps zero totals.
  await sql`
    insert into sessions (id, title, description, metadata, status, message_count, created_at, updated_at, last_offset, branch_count)
    values (${`${id}-quiet`}, '', '', '{}', 'idle', 0, ${T}, ${T}, 0, 0)`.execute(db);
}

async function checkUpgraded(server: TestServer, id: string): Promise<void> {
  const session = (await server.ok(MgSession, { id })).session!;
  expect(session.usage).toEqual({ inputTokens: 7, outputTokens: 2, cachedInputTokens: 1, reasoningOutputTokens: 0, requests: 2, failedRequests: 1 });
  const prompt = [
    { role: 'USER', content: 'hello' },
    { role: 'ASSISTANT', content: 'hi' },
    { role: 'USER', content: 'again' },
  ];
  expect(session.context.openRequest).toEqual({ offset: 9, claimedBy: null, prompt });
  expect((await server.ok(MgSession, { id: `${id}-quiet` })).session!.usage.requests).toBe(0);
  expect((await server.ok(MgClaimable, {})).claimableLlmRequests).toEqual([{ sessionId: id, offset: 9 }]);
  const claim = (await server.ok(MgClaim, { input: { sessionId: id, requestOffset: 9, workerId: 'w' } })).claimLlmRequest;
  expect(claim).toEqual({ claimed: true, request: { prompt } });
}

describe('migration 0007 on a database written before it', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('PGlite: usage rebuilt from the stream, the open request claimable with its prompt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-0007-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const pglite = await PGlite.create(`${dir}/pglite`);
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
    await seedLegacy(db, 's_legacy');
    await db.destroy();

    // A PGlite folder of an earlier version is brought to the latest schema (0007 included) and
    // copied into the embedded Postgres by `npm run data:migrate-pglite` before the service starts.
    await migratePgliteFolder(dir, silentLogger);
    const server = await startServer({ backend: 'pglite', config: { dataDir: dir } });
    cleanups.push(() => server.stop());
    await checkUpgraded(server, 's_legacy');
  }, 120_000);

  it.runIf(testDatabaseUrl())(
    'Postgres: usage rebuilt from the stream, the open request claimable with its prompt',
    async () => {
      const databaseUrl = await createTestDatabase();
      cleanups.push(() => dropTestDatabase(databaseUrl));
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
      await seedLegacy(db, 's_legacy');
      await db.destroy();

      const server = await startServer({ backend: 'postgres', databaseUrl });
      cleanups.push(() => server.stop());
      await checkUpgraded(server, 's_legacy');
    },
    120_000,
  );
});
