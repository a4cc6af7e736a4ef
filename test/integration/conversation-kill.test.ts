// SPEC §11 — the reply entry, the settled event and the assistant context item are one
// transaction: a service killed with SIGKILL around a settle leaves all three or none, and a
// restarted service carries on (the turn is still open, or fully answered).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnService, type ServiceProcess } from '../helpers/process.js';
import { createTestDatabase, dropTestDatabase, testDatabaseUrl } from '../helpers/server.js';

async function post(url: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const STATE = `query($id: ID!) { session(id: $id) {
  messageCount
  messages(first: 10) { nodes { ... on MessageEntry { message { role } } } }
  context { items { role } openRequest { offset } }
  events(first: 50) { nodes { type } }
} }`;

/** What a settle writes, as found after a restart: reply entry, settled event, assistant item. */
async function settleTraces(url: string, id: string) {
  const s = (await post(url, STATE, { id })).session;
  return {
    reply: s.messages.nodes.filter((n: any) => n.message.role === 'ASSISTANT').length,
    settled: s.events.nodes.filter((e: { type: string }) => e.type === 'LLM_REQUEST_SETTLED').length,
    item: s.context.items.filter((i: { role: string }) => i.role === 'ASSISTANT').length,
    open: s.context.openRequest?.offset ?? null,
  };
}

async function openTurn(url: string) {
  const id = (await post(url, 'mutation { createSession(input: {}) { session { id } } }')).createSession.session.id as string;
  await post(
    url,
    'mutation($id: ID!) { sendMessage(input: { sessionId: $id, message: { content: [{ text: { text: "hi" } }] } }) { contextOffset } }',
    { id },
  );
  const offset = await vi.waitFor(
    async () => {
      const open = (await settleTraces(url, id)).open;
      if (open === null) throw new Error('the turn opens: no open request yet');
      return open;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { id, offset };
}

const SETTLE = `mutation($id: ID!, $o: SafeInt!) { settleLlmRequest(input: { sessionId: $id, requestOffset: $o, result: { succeeded: { text: "hello" } } }) { settled } }`;

const running: ServiceProcess[] = [];
afterEach(() => {
  for (const p of running.splice(0)) p.kill();
});

async function start(env: Record<string, string>): Promise<{ proc: ServiceProcess; url: string }> {
  const proc = spawnService({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LLM_DEBOUNCE_MS: '0', LLM_SWEEP_INTERVAL_MS: '50', ...env });
  running.push(proc);
  return { proc, url: await proc.listening() };
}

async function killHard(proc: ServiceProcess): Promise<void> {
  proc.kill();
  await proc.exited;
}

describe.skipIf(!testDatabaseUrl())('kill -9 around a settle (postgres)', () => {
  it('killed mid-transaction (held on the request row): none of the three; killed after commit: all three', async () => {
    const databaseUrl = await createTestDatabase({ migrated: true });
    const locker = new pg.Client({ connectionString: databaseUrl });
    try {
      let { proc, url } = await start({ DATABASE_URL: databaseUrl });
      const { id, offset } = await openTurn(url);

      // The settle's transaction deletes the request's row last: hold that row, so the kill
      // lands after the reply entry, the item and the settled event were written in it.
      await locker.connect();
      await locker.query('begin');
      await locker.query('select 1 from llm_requests where session_id = $1 and request_offset = $2 for update', [id, offset]);
      const inFlight = post(url, SETTLE, { id, o: offset }).catch(() => null);
      await expect
        .poll(
          async () => {
            // Nothing else of this flow touches the request's row: the blocked backend is the settle.
            const waiting = await locker.query('select count(*)::int as n from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))');
            return waiting.rows[0].n as number;
          },
          { message: 'the settle waits on the request row (backends blocked by the locker)' },
        )
        .toBeGreaterThan(0);
      await killHard(proc);
      await inFlight;
      await locker.query('rollback');

      ({ proc, url } = await start({ DATABASE_URL: databaseUrl }));
      expect(await settleTraces(url, id)).toEqual({ reply: 0, settled: 0, item: 0, open: offset });

      // The turn is still open after the restart: settled now, then killed at once.
      expect((await post(url, SETTLE, { id, o: offset })).settleLlmRequest.settled).toBe(true);
      await killHard(proc);
      ({ url } = await start({ DATABASE_URL: databaseUrl }));
      expect(await settleTraces(url, id)).toEqual({ reply: 1, settled: 1, item: 1, open: null });
    } finally {
      await locker.end().catch(() => {});
      for (const p of running.splice(0)) await killHard(p);
      await dropTestDatabase(databaseUrl);
    }
  }, 120_000);
});

describe('kill -9 around a settle (embedded store)', () => {
  it('a settle in flight when the service dies leaves all three or none', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'conversation-kill-')), 'data');
    try {
      let { proc, url } = await start({ DATA_DIR: dataDir });
      const { id, offset } = await openTurn(url);
      // Killed as the settle arrives: whichever side of the commit it lands, never a part.
      const inFlight = post(url, SETTLE, { id, o: offset }).catch(() => null);
      await new Promise((r) => setTimeout(r, 5));
      await killHard(proc);
      await inFlight;
      ({ proc, url } = await start({ DATA_DIR: dataDir }));
      const after = await settleTraces(url, id);
      expect([
        { reply: 0, settled: 0, item: 0, open: offset },
        { reply: 1, settled: 1, item: 1, open: null },
      ]).toContainEqual(after);
      await killHard(proc);
    } finally {
      for (const p of running.splice(0)) await killHard(p);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
