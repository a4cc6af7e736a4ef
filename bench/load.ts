// The load process: a child of run.ts, driving the service over HTTP keep-alive and
// WebSocket and measuring the floors (pg, Redis) in the same run. One scenario per IPC
// request; it replies with measured values only (run.ts judges the goals).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { encodeMessageCursor } from '../src/domain/cursor.js';
import { Gql, median, pool, sleep, summarize, wsClient } from './lib/client.js';
import { rssKiB } from './lib/infra.js';

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
}
import { entryId } from './lib/seed.js';

type Params = Record<string, any>;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const log = (m: string) => process.send!({ log: m });

const TEXT_1K = `${'x'.repeat(1024 - 64)} — a 1 KiB user message body for the append benchmark, padded.`;
const text1k = TEXT_1K.slice(0, 1024);

const APPEND = `mutation($input: AppendEntryInput!) { appendEntry(input: $input) { created entry { entryId } session { lastOffset } } }`;
const userMessage = (text: string) => ({ user: { content: [{ text: { text } }] } });

async function createSession(gql: Gql, title: string): Promise<string> {
  const d = await gql.request(`mutation($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }`, { input: { title } });
  return d.createSession.session.id;
}

async function appendUser(gql: Gql, sessionId: string, text: string, parentId?: string): Promise<{ id: string; offset: number }> {
  const input: Record<string, unknown> = { sessionId, message: userMessage(text) };
  if (parentId) input.parentId = parentId;
  const d = await gql.request(APPEND, { input });
  return { id: d.appendEntry.entry.entryId, offset: d.appendEntry.session.lastOffset };
}

// ---------------------------------------------------------------- setup helpers

/** One user and one assistant message through the service, to compare row shapes with the seed. */
async function shapeSession(p: Params) {
  const gql = new Gql(p.url, 4);
  const id = await createSession(gql, 'bench shape check');
  await appendUser(gql, id, 'hello');
  await gql.request(APPEND, { input: { sessionId: id, message: { assistant: { content: [{ text: { text: 'hi' } }], stopReason: 'END' } } } });
  gql.close();
  return { sessionId: id };
}

async function createSessions(p: Params) {
  const gql = new Gql(p.url, 8);
  const ids = await pool(
    Array.from({ length: p.count as number }, (_, i) => i),
    8,
    (i) => createSession(gql, `${p.prefix} ${i}`),
  );
  gql.close();
  return { ids };
}

/**
 * A session with `branches` branches on its active path, built through appendEntry:
 * from the current leaf, append a side entry (extends the branch) and a sibling (starts a
 * new branch), then one child of the sibling; the sibling's branch becomes the path.
 */
async function buildBranched(p: Params) {
  const gql = new Gql(p.url, 2);
  const sessionId = await createSession(gql, 'bench branched');
  const t0 = performance.now();
  let prev = (await appendUser(gql, sessionId, 'root')).id;
  let depth = 0;
  for (let k = 1; k < (p.branches as number); k++) {
    await appendUser(gql, sessionId, `side ${k}`, prev);
    const b = await appendUser(gql, sessionId, `branch ${k} first`, prev);
    const c = await appendUser(gql, sessionId, `branch ${k} second`, b.id);
    prev = c.id;
    depth += 2;
  }
  const d = await gql.request(`query($id: ID!) { session(id: $id) { messageCount activeLeafId } }`, { id: sessionId });
  gql.close();
  return { sessionId, maxDepth: depth, messageCount: d.session.messageCount, buildSeconds: (performance.now() - t0) / 1000 };
}

/** One real addContextItem on a seeded context session: proves the service continues the seeded fold. */
async function contextCheck(p: Params) {
  const gql = new Gql(p.url, 2);
  const d = await gql.request(`mutation($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }`, {
    input: { sessionId: p.sessionId, item: { role: 'USER', content: 'check', key: 'k0', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' } },
  });
  const q = await gql.request(`query($id: ID!) { session(id: $id) { context { items { offset } } } }`, { id: p.sessionId });
  gql.close();
  return { offset: d.addContextItem.offset, items: q.session.context.items.length };
}

// ---------------------------------------------------------------- 1. append

async function runFor(durationMs: number, workers: number, op: (w: number) => Promise<void>, pid?: number) {
  const latencies: number[] = [];
  const cpu0 = cpuMs(pid);
  let errors = 0;
  let firstError = '';
  const t0 = performance.now();
  const deadline = t0 + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < deadline) {
        const s = performance.now();
        try {
          await op(w);
          latencies.push(performance.now() - s);
        } catch (e) {
          errors += 1;
          firstError ||= (e as Error).message;
          if (errors > 50) throw new Error(`too many errors: ${firstError}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const serverCpuMs = cpuMs(pid) - cpu0;
  return {
    ops: latencies.length,
    perSecond: latencies.length / seconds,
    latencyMs: summarize(latencies),
    errors,
    firstError,
    ...(pid ? { serverCpuMsPerOp: serverCpuMs / Math.max(1, latencies.length), serverCpuShare: serverCpuMs / 1000 / seconds } : {}),
  };
}

/** The peers' append mutations: PostGraphile's generated create mutation, the bare yoga insert. */
const PEER_APPEND: Record<string, string> = {
  postgraphile: `mutation($sessionId: String!, $message: JSON!) { createMessage(input: { message: { sessionId: $sessionId, message: $message } }) { message { rowId createdAt } } }`,
  yoga: `mutation($sessionId: String!, $message: JSON!) { append(sessionId: $sessionId, message: $message) }`,
};
/** What the peers store: the message as the service stores it (role + content blocks). */
const peerMessage = (text: string) => ({ role: 'user', content: [{ type: 'text', text }] });

interface PeerRef {
  name: string;
  url: string;
  pid: number;
}

async function append(p: Params) {
  const gql = new Gql(p.url, 40);
  const db = new pg.Pool({ connectionString: p.databaseUrl, max: 32 });
  const body = JSON.stringify({ role: 'user', content: [{ type: 'text', text: text1k }] });
  await Promise.all(Array.from({ length: 32 }, () => db.query('select 1')));
  const svc = (sessions: string[]) => (w: number) =>
    gql.request(APPEND, { input: { sessionId: sessions[w % sessions.length], message: userMessage(text1k) } }).then(() => {});
  const floor = (w: number) => db.query('insert into bench_floor (session_id, body) values ($1, $2)', [`floor-${w}`, body]).then(() => {});
  // 32 clients on 32 sessions: ours, then each peer (same payload size, same concurrency).
  const targets: { key: string; op: (w: number) => Promise<void>; pid: number; close: () => void }[] = [
    { key: 'svc32', op: svc(p.sessions32), pid: p.pid, close: () => {} },
  ];
  // PostGraphile's create mutation with 8 clients on one session, beside ours on one session.
  let postgraphileOneSession: { op: (w: number) => Promise<void>; pid: number } | null = null;
  for (const peer of (p.peers ?? []) as PeerRef[]) {
    const client = new Gql(peer.url, 40);
    const query = PEER_APPEND[peer.name]!;
    targets.push({
      key: `${peer.name}32`,
      op: (w: number) => client.request(query, { sessionId: `peer-session-${w}`, message: peerMessage(text1k) }).then(() => {}),
      pid: peer.pid,
      close: () => client.close(),
    });
    if (peer.name === 'postgraphile') {
      postgraphileOneSession = {
        op: () => client.request(query, { sessionId: 'peer-session-one', message: peerMessage(text1k) }).then(() => {}),
        pid: peer.pid,
      };
    }
  }
  log(`append: warm-up (${targets.map((t) => t.key).join(', ')}, floor)`);
  for (const t of targets) await runFor(Math.min(2000, p.durationMs), 32, t.op);
  await runFor(Math.min(1000, p.durationMs), 32, floor);
  const rounds: Record<string, any>[] = [];
  for (let r = 0; r < p.rounds; r++) {
    // Interleaved, and the order rotates every round so no target always follows the same one.
    const order = targets.map((_, i) => targets[(i + r) % targets.length]!);
    const round: Record<string, any> = { order: order.map((t) => t.key) };
    round.floor32 = await runFor(p.durationMs, 32, floor);
    for (const t of order) round[t.key] = await runFor(p.durationMs, 32, t.op, t.pid);
    round.floor8 = await runFor(p.durationMs, 8, floor);
    round.svc8one = await runFor(p.durationMs, 8, svc([p.oneSession]), p.pid);
    if (postgraphileOneSession) round.postgraphile8one = await runFor(p.durationMs, 8, postgraphileOneSession.op, postgraphileOneSession.pid);
    const perSec = (k: string) =>
      round[k] ? `${k} ${round[k].perSecond.toFixed(0)}/s (${round[k].serverCpuMsPerOp?.toFixed(2) ?? '—'} ms CPU/op)` : '';
    log(
      `append round ${r + 1}: ${['svc32', ...targets.slice(1).map((t) => t.key)].map(perSec).join('; ')}; floor32 ${round.floor32.perSecond.toFixed(0)}/s; svc8(one session) ${round.svc8one.perSecond.toFixed(0)}/s vs floor8 ${round.floor8.perSecond.toFixed(0)}/s${round.postgraphile8one ? `, PostGraphile8(one session) ${round.postgraphile8one.perSecond.toFixed(0)}/s` : ''}`,
    );
    rounds.push(round);
  }
  gql.close();
  for (const t of targets) t.close();
  await db.end();
  return { rounds };
}

// ---------------------------------------------------------------- 2. paging

const NODE = `cursor node { id parentId timestamp ... on MessageEntry { message { role content { ... on TextBlock { text } } } } }`;
const PAGE = `query($id: ID!, $after: String) { session(id: $id) { messages(first: 50, after: $after) {
  edges { ${NODE} } pageInfo { hasNextPage endCursor } } } }`;
const PAGE_BACK = `query($id: ID!, $before: String) { session(id: $id) { messages(last: 50, before: $before) {
  edges { ${NODE} } pageInfo { hasPreviousPage startCursor } } } }`;
const PGL_NODE = `cursor node { rowId sessionId createdAt message }`;
const PGL_PAGE = `query($s: String!, $after: Cursor) { allMessages(condition: { sessionId: $s }, orderBy: ROW_ID_ASC, first: 50, after: $after) {
  edges { ${PGL_NODE} } pageInfo { hasNextPage endCursor } } }`;
const PGL_PAGE_BACK = `query($s: String!, $before: Cursor) { allMessages(condition: { sessionId: $s }, orderBy: ROW_ID_ASC, last: 50, before: $before) {
  edges { ${PGL_NODE} } pageInfo { hasPreviousPage startCursor } } }`;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

interface PageCase {
  name: string;
  server: 'svc' | 'postgraphile';
  run: () => Promise<number>;
}

/** PostGraphile's cursor of the row at `index` (0-based) in the session's id order, from its own API. */
async function pglCursorAt(gql: Gql, sessionId: string, index: number): Promise<string> {
  const d = await gql.request(
    `query($s: String!, $o: Int!) { allMessages(condition: { sessionId: $s }, orderBy: ROW_ID_ASC, first: 1, offset: $o) { edges { cursor } } }`,
    {
      s: sessionId,
      o: index,
    },
  );
  const cursor = d.allMessages.edges[0]?.cursor;
  if (!cursor) throw new Error(`postgraphile: no row at index ${index} of ${sessionId}`);
  return cursor;
}

/**
 * Pages of 50 at the start, middle and tail of each session, forward (first/after) and backward
 * (last/before), ours and PostGraphile's connection over the same number of rows, interleaved
 * request by request; `rounds` independent rounds. Backward paging is skipped, with the server's
 * answer as the reason, when the service rejects `messages(last:)`.
 */
async function paging(p: Params) {
  const gql = new Gql(p.url, 2);
  const cases: PageCase[] = [];
  const expect50 = (name: string, got: number) => {
    if (got !== 50) throw new Error(`paging ${name}: got ${got} edges, expected 50`);
    return got;
  };
  let backward: { available: boolean; reason?: string } = { available: true };
  const firstSession = (p.sessions as { id: string }[])[0]!;
  try {
    await gql.request(PAGE_BACK, { id: firstSession.id, before: null });
  } catch (error) {
    backward = { available: false, reason: `messages(last: 50) not available: ${(error as Error).message.slice(0, 300)}` };
    log(`paging: ${backward.reason}`);
  }
  for (const s of p.sessions as { label: string; id: string; maxDepth: number }[]) {
    const fwd = (pos: string, after: string | null) =>
      cases.push({
        name: `${s.label}/${pos}`,
        server: 'svc',
        run: async () => expect50(`${s.label}/${pos}`, (await gql.request(PAGE, { id: s.id, after })).session.messages.edges.length),
      });
    fwd('start', null);
    fwd('middle', encodeMessageCursor(Math.floor(s.maxDepth / 2) - 25));
    fwd('tail', encodeMessageCursor(s.maxDepth - 50));
    if (backward.available) {
      const back = (pos: string, before: string | null) =>
        cases.push({
          name: `${s.label}/${pos}`,
          server: 'svc',
          run: async () => expect50(`${s.label}/${pos}`, (await gql.request(PAGE_BACK, { id: s.id, before })).session.messages.edges.length),
        });
      back('last-end', null);
      back('last-middle', encodeMessageCursor(Math.floor(s.maxDepth / 2) + 25));
    }
  }
  const pgl = p.postgraphile as (PeerRef & { sessionId: string; rows: number }) | undefined;
  const pglGql = pgl ? new Gql(pgl.url, 2) : null;
  if (pgl && pglGql) {
    const n = pgl.rows;
    const maxIndex = n - 1;
    const fwd = async (pos: string, afterIndex: number | null) => {
      const after = afterIndex === null ? null : await pglCursorAt(pglGql, pgl.sessionId, afterIndex);
      cases.push({
        name: `postgraphile/${pos}`,
        server: 'postgraphile',
        run: async () => expect50(`postgraphile/${pos}`, (await pglGql.request(PGL_PAGE, { s: pgl.sessionId, after })).allMessages.edges.length),
      });
    };
    const back = async (pos: string, beforeIndex: number | null) => {
      const before = beforeIndex === null ? null : await pglCursorAt(pglGql, pgl.sessionId, beforeIndex);
      cases.push({
        name: `postgraphile/${pos}`,
        server: 'postgraphile',
        run: async () =>
          expect50(`postgraphile/${pos}`, (await pglGql.request(PGL_PAGE_BACK, { s: pgl.sessionId, before })).allMessages.edges.length),
      });
    };
    // The same positions as ours: the page after index k holds k+1 … k+50.
    await fwd('start', null);
    await fwd('middle', Math.floor(maxIndex / 2) - 25);
    await fwd('tail', maxIndex - 50);
    await back('last-end', null);
    await back('last-middle', Math.floor(maxIndex / 2) + 25);
  }
  const rounds: { cases: Record<string, ReturnType<typeof summarize>>; serverCpuMsPerRequest: Record<string, number> }[] = [];
  for (let r = 0; r < p.rounds; r++) {
    const samples: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.name, []]));
    for (let i = 0; i < p.warmup; i++) for (const c of cases) await c.run();
    const cpu0 = { svc: cpuMs(p.pid), postgraphile: cpuMs(pgl?.pid) };
    const requests = { svc: 0, postgraphile: 0 };
    for (let i = 0; i < p.iterations; i++) {
      // The order rotates every iteration: no case always runs first or right after a given one.
      for (let k = 0; k < cases.length; k++) {
        const c = cases[(k + i) % cases.length]!;
        const { ms } = await timed(c.run);
        samples[c.name]!.push(ms);
        requests[c.server] += 1;
      }
    }
    const cpuPer = (k: 'svc' | 'postgraphile', pid?: number) => (pid && requests[k] ? (cpuMs(pid) - cpu0[k]) / requests[k] : NaN);
    const round = {
      cases: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])),
      serverCpuMsPerRequest: { svc: cpuPer('svc', p.pid), postgraphile: cpuPer('postgraphile', pgl?.pid) },
    };
    const show = (k: string) => (round.cases[k] ? `${k} ${round.cases[k].p50} ms` : '');
    log(
      `paging round ${r + 1}: p50 ${['long/start', 'long/last-end', 'postgraphile/start', 'postgraphile/last-end'].map(show).filter(Boolean).join(', ')}`,
    );
    rounds.push(round);
  }
  gql.close();
  pglGql?.close();
  return { rounds, backward };
}

// ---------------------------------------------------------------- 3. fork

async function forkScenario(p: Params) {
  const gql = new Gql(p.url, 2);
  const db = new pg.Pool({ connectionString: p.databaseUrl, max: 2 });
  const at = entryId(p.tag, p.depth);
  const forkMs: number[] = [];
  const floorMs: number[] = [];
  let copied = 0;
  for (let i = 0; i < p.warmup + p.runs; i++) {
    const f = await timed(() =>
      gql.request(`mutation($input: ForkSessionInput!) { forkSession(input: $input) { session { id messageCount } } }`, {
        input: { sessionId: p.sessionId, entryId: at, title: `fork ${i}` },
      }),
    );
    const floorId = `floor-fork-${i}`;
    const fl = await timed(() =>
      db.query(
        `insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body)
         select $1, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body
         from entries where session_id = $2 and branch = 1 and depth between 0 and $3`,
        [floorId, p.sessionId, p.depth],
      ),
    );
    copied = fl.value.rowCount ?? 0;
    const forked = f.value.forkSession.session;
    if (forked.messageCount !== p.depth + 1) throw new Error(`fork copied ${forked.messageCount} messages, expected ${p.depth + 1}`);
    // Cleanup outside the timings: keep the table the same size for every run.
    await db.query('delete from entries where session_id = $1', [floorId]);
    await gql.request(`mutation($input: DeleteSessionInput!) { deleteSession(input: $input) { deleted } }`, { input: { sessionId: forked.id } });
    if (i >= p.warmup) {
      forkMs.push(f.ms);
      floorMs.push(fl.ms);
    }
  }
  gql.close();
  await db.end();
  return { rowsCopied: copied, forkMs: summarize(forkMs), floorMs: summarize(floorMs), forkRaw: forkMs, floorRaw: floorMs };
}

// ---------------------------------------------------------------- 4. fan-out

const EVENTS = `subscription($id: ID!, $after: SafeInt) { sessionEvents(sessionId: $id, after: $after) { __typename offset at } }`;

/** Sum of every series of a Prometheus counter on an instance's /metrics; null when the counter is absent. */
async function counterSum(baseUrl: string, name: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (res.status !== 200) return null;
  const text = await res.text();
  let sum: number | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) sum = (sum ?? 0) + value;
  }
  return sum;
}

const EXECUTIONS = 'graphql_subscription_executions_total';

/**
 * `subscribers` WebSocket subscribers spread over the instances, all on one session with one
 * document; `rounds` rounds of `appends` appends at `rate`/s. Each round is judged on its own:
 * lost, duplicated, out of order, commit-to-receipt; plus the subscription executions the
 * instances counted (one per event per instance is the goal: one document, one variable set).
 */
async function fanout(p: Params) {
  const gqls = (p.urls as string[]).map((u) => new Gql(u, 4));
  const sessionId = await createSession(gqls[0]!, 'bench fan-out');
  const head = (await gqls[0]!.request(`query($id: ID!) { session(id: $id) { lastOffset } }`, { id: sessionId })).session.lastOffset as number;
  const n = p.subscribers as number;
  const received: { offset: number; recv: number; at: number }[][] = Array.from({ length: n }, () => []);
  const errors: string[] = [];
  log(`fan-out: connecting ${n} WebSocket subscribers over ${p.wsUrls.length} instances`);
  const t0 = performance.now();
  const clients: Client[] = await pool(
    Array.from({ length: n }, (_, i) => i),
    50,
    async (i) => {
      const client = await wsClient(p.wsUrls[i % p.wsUrls.length]);
      client.subscribe(
        { query: EVENTS, variables: { id: sessionId, after: head } },
        {
          next: (msg) => {
            const ev = (msg.data as any)?.sessionEvents;
            if (ev) received[i]!.push({ offset: ev.offset, recv: Date.now(), at: ev.at });
            else errors.push(JSON.stringify(msg.errors ?? msg).slice(0, 200));
          },
          error: (e) => errors.push(String((e as Error)?.message ?? JSON.stringify(e)).slice(0, 200)),
          complete: () => {},
        },
      );
      return client;
    },
  );
  const connectSeconds = (performance.now() - t0) / 1000;
  const waitAll = async (offset: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (received.every((r) => r.some((e) => e.offset >= offset))) return true;
      await sleep(20);
    }
    return false;
  };
  // Every subscription is live once a probe append reaches all of them (replay covers latecomers).
  const probe = await appendUser(gqls[0]!, sessionId, 'probe');
  if (!(await waitAll(probe.offset, 60_000)))
    throw new Error(`fan-out: probe event did not reach every subscriber (errors: ${errors.slice(0, 3).join('; ')})`);
  log(`fan-out: ${n} subscribers live after ${connectSeconds.toFixed(1)} s`);
  let next = probe.offset + 1;
  const rounds: Record<string, any>[] = [];
  for (let r = 0; r < p.rounds; r++) {
    for (const rec of received) rec.length = 0;
    await sleep(500);
    const executionsBefore = await Promise.all((p.urls as string[]).map((u) => counterSum(u, EXECUTIONS)));
    // Where the time goes in this round: each instance's event-loop delay and CPU, the load process's CPU.
    const pids = (p.pids ?? []) as number[];
    const eldFiles = (p.eldFiles ?? []) as string[];
    await Promise.all(pids.map((pid, i) => (eldFiles[i] ? serverEld(pid, eldFiles[i]!) : null)));
    const serverCpu0 = pids.map((pid) => cpuMs(pid));
    const loadCpu0 = process.cpuUsage();
    const errorsBefore = errors.length;
    const roundStart = performance.now();
    const eld = monitorEventLoopDelay({ resolution: 10 });
    eld.enable();
    const first = next;
    const interval = 1000 / p.rate;
    const start = performance.now() + 50;
    const responses: { offset: number; resp: number }[] = [];
    const failures: string[] = [];
    const repairsBefore = await Promise.all((p.urls as string[]).map((u) => counterSum(u, 'events_gap_repairs_total')));
    await Promise.all(
      Array.from({ length: p.appends as number }, async (_, k) => {
        const wait = start + k * interval - performance.now();
        if (wait > 0) await sleep(wait);
        try {
          const res = await appendUser(gqls[k % gqls.length]!, sessionId, `fan-out ${k} ${'y'.repeat(200)}`);
          responses.push({ offset: res.offset, resp: Date.now() });
        } catch (error) {
          // A failed append writes nothing (one transaction): the offsets stay contiguous.
          failures.push((error as Error).message.slice(0, 300));
        }
      }),
    );
    const last = first + responses.length - 1;
    next = last + 1;
    await waitAll(last, 30_000);
    eld.disable();
    const roundMs = performance.now() - roundStart;
    const serverEldRound = await Promise.all(pids.map((pid, i) => (eldFiles[i] ? serverEld(pid, eldFiles[i]!) : null)));
    const serverCpuCores = pids.map((pid, i) => r3((cpuMs(pid) - serverCpu0[i]!) / roundMs));
    const loadCpu = process.cpuUsage(loadCpu0);
    const loadCpuCores = r3((loadCpu.user + loadCpu.system) / 1000 / roundMs);
    await sleep(200);
    const executionsAfter = await Promise.all((p.urls as string[]).map((u) => counterSum(u, EXECUTIONS)));
    const repairsAfter = await Promise.all((p.urls as string[]).map((u) => counterSum(u, 'events_gap_repairs_total')));
    // Judge each subscriber's sequence.
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    const latAt: number[] = [];
    const latResp: number[] = [];
    // Latency by quarter of the round (by the append's position): a queue that builds up shows as a rising p99.
    const quarters: number[][] = [[], [], [], []];
    const quarterOf = (offset: number) => Math.min(3, Math.floor(((offset - first) * 4) / Math.max(1, last - first + 1)));
    const respAt = new Map(responses.map((x) => [x.offset, x.resp]));
    for (const seq of received) {
      const seen = new Set<number>();
      let prev = 0;
      for (const e of seq) {
        if (seen.has(e.offset)) duplicated += 1;
        if (e.offset <= prev) outOfOrder += 1;
        prev = e.offset;
        seen.add(e.offset);
        latAt.push(e.recv - e.at);
        if (e.offset >= first && e.offset <= last) quarters[quarterOf(e.offset)]!.push(e.recv - e.at);
        const resp = respAt.get(e.offset);
        if (resp !== undefined) latResp.push(e.recv - resp);
      }
      for (let o = first; o <= last; o++) if (!seen.has(o)) lost += 1;
    }
    const present = executionsBefore.every((x) => x !== null) && executionsAfter.every((x) => x !== null);
    const round = {
      subscribers: n,
      appends: p.appends,
      failedAppends: failures.length,
      firstFailure: failures[0] ?? null,
      gapRepairs: repairsAfter.map((a, i) => (a ?? 0) - (repairsBefore[i] ?? 0)),
      delivered: latAt.length,
      expected: n * responses.length,
      lost,
      duplicated,
      outOfOrder,
      commitToReceiptMs: summarize(latAt),
      responseToReceiptMs: summarize(latResp),
      loadEventLoopDelayMs: { p99: eld.percentile(99) / 1e6, max: eld.max / 1e6 },
      p99ByQuarterMs: quarters.map((q) => summarize(q).p99),
      serverEventLoopDelay: serverEldRound.map((e) => (e ? { p99Ms: e.p99Ms, maxMs: e.maxMs } : null)),
      cpuCores: { instances: serverCpuCores, loadProcess: loadCpuCores },
      roundSeconds: r3(roundMs / 1000),
      subscriptionErrors: errors.length - errorsBefore,
      subscriptionExecutions: present
        ? {
            counter: EXECUTIONS,
            perInstance: executionsAfter.map((a, i) => a! - executionsBefore[i]!),
            total: executionsAfter.reduce((acc, a, i) => acc + (a! - executionsBefore[i]!), 0),
            expected: responses.length * (p.urls as string[]).length,
            what: 'one execution per event per instance (all subscribers share one document and its variables)',
          }
        : { counter: EXECUTIONS, absent: true },
    };
    log(
      `fan-out round ${r + 1}: ${failures.length} appends failed${failures[0] ? ` (${failures[0].slice(0, 120)})` : ''}; gap repairs ${round.gapRepairs.join('/')}; lost ${lost}, dup ${duplicated}, out-of-order ${outOfOrder}, p50 ${round.commitToReceiptMs.p50} ms, p99 ${round.commitToReceiptMs.p99} ms (by quarter ${round.p99ByQuarterMs.join('/')}); load process ELD max ${r3(round.loadEventLoopDelayMs.max)} ms, instances' ELD max ${round.serverEventLoopDelay.map((e) => e?.maxMs ?? '?').join('/')} ms; CPU cores: instances ${serverCpuCores.join('+')}, load ${loadCpuCores}; subscription errors ${round.subscriptionErrors}; executions ${present ? `${round.subscriptionExecutions.total} (expected ${responses.length * p.urls.length})` : 'counter absent'}`,
    );
    rounds.push(round);
  }
  await Promise.all(clients.map((c) => c.dispose()));
  for (const g of gqls) g.close();
  const floor: any[] = [];
  for (let r = 0; r < p.rounds; r++) {
    floor.push(await redisFloor(p.redisUrl, n, p.appends, p.rate));
    log(`fan-out floor round ${r + 1} (raw Redis pub/sub): p50 ${floor.at(-1).latencyMs.p50} ms, p99 ${floor.at(-1).latencyMs.p99} ms`);
  }
  return { rounds, connectSeconds, errors: errors.length, firstErrors: errors.slice(0, 3), floor };
}

async function redisFloor(url: string, n: number, messages: number, rate: number) {
  const channel = 'bench:floor:fanout';
  const subs: Redis[] = [];
  const got: { seq: number; lat: number }[][] = Array.from({ length: n }, () => []);
  await pool(
    Array.from({ length: n }, (_, i) => i),
    50,
    async (i) => {
      const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await r.connect();
      await r.subscribe(channel);
      r.on('message', (_c: string, m: string) => {
        const msg = JSON.parse(m) as { seq: number; t: number };
        got[i]!.push({ seq: msg.seq, lat: Date.now() - msg.t });
      });
      subs.push(r);
    },
  );
  const pub = new Redis(url, { lazyConnect: true });
  await pub.connect();
  const pad = 'z'.repeat(1200); // about the size of a message_added event on the bus
  const start = performance.now() + 50;
  for (let k = 0; k < messages; k++) {
    const wait = start + k * (1000 / rate) - performance.now();
    if (wait > 0) await sleep(wait);
    await pub.publish(channel, JSON.stringify({ seq: k, t: Date.now(), pad }));
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !got.every((g) => g.length >= messages)) await sleep(20);
  let lost = 0;
  let duplicated = 0;
  let outOfOrder = 0;
  const lat: number[] = [];
  for (const g of got) {
    const seen = new Set<number>();
    let prev = -1;
    for (const e of g) {
      if (seen.has(e.seq)) duplicated += 1;
      if (e.seq <= prev) outOfOrder += 1;
      prev = e.seq;
      seen.add(e.seq);
      lat.push(e.lat);
    }
    lost += messages - seen.size;
  }
  pub.disconnect();
  for (const s of subs) s.disconnect();
  return { subscribers: n, messages, lost, duplicated, outOfOrder, latencyMs: summarize(lat) };
}

// ---------------------------------------------------------------- 5. replay

const REPLAY = `subscription($id: ID!) { sessionEvents(sessionId: $id, after: 0) { __typename offset at
  ... on MessageAddedEvent { entry { id parentId timestamp ... on MessageEntry { message { role content { ... on TextBlock { text } } } } } } } }`;

async function replayOnce(wsUrl: string, sessionId: string, lastOffset: number, pid?: number) {
  const client = await wsClient(wsUrl);
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  let count = 0;
  let last = 0;
  let bad = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replay timed out at offset ${last}/${lastOffset}`)), 120_000);
    const stop = client.subscribe(
      { query: REPLAY, variables: { id: sessionId } },
      {
        next: (msg) => {
          const ev = (msg.data as any)?.sessionEvents;
          if (!ev) {
            bad += 1;
            return;
          }
          count += 1;
          if (ev.offset !== last + 1) bad += 1;
          last = ev.offset;
          if (last >= lastOffset) {
            clearTimeout(timer);
            stop();
            resolve();
          }
        },
        error: (e) => {
          clearTimeout(timer);
          reject(new Error(`replay error: ${JSON.stringify(e).slice(0, 300)}`));
        },
        complete: () => {},
      },
    );
  });
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = cpuMs(pid) - cpu0;
  await client.dispose();
  return {
    events: count,
    seconds,
    perSecond: count / seconds,
    gapsOrErrors: bad,
    serverCpuUsPerEvent: (1000 * serverCpu) / Math.max(1, count),
    serverCpuShare: serverCpu / 1000 / seconds,
  };
}

async function pgCursorOnce(databaseUrl: string, sessionId: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const t0 = performance.now();
  await c.query('begin');
  await c.query(
    `declare replay no scroll cursor for select session_id, "offset", type, at, payload from events where session_id = $1 and "offset" > 0 order by "offset"`,
    [sessionId],
  );
  let count = 0;
  for (let i = 0; i < 1_000_000; i++) {
    const { rows } = await c.query('fetch 500 from replay');
    if (rows.length === 0) break;
    count += rows.length;
  }
  await c.query('commit');
  const seconds = (performance.now() - t0) / 1000;
  await c.end();
  return { events: count, seconds, perSecond: count / seconds };
}

async function replay(p: Params) {
  const svc: any[] = [];
  const floor: any[] = [];
  await replayOnce(p.wsUrl, p.sessionId, Math.min(p.lastOffset, 2000)); // warm-up
  for (let r = 0; r < p.runs; r++) {
    floor.push(await pgCursorOnce(p.databaseUrl, p.sessionId));
    svc.push(await replayOnce(p.wsUrl, p.sessionId, p.lastOffset, p.pid));
    log(
      `replay run ${r + 1}: server CPU ${svc.at(-1).serverCpuUsPerEvent.toFixed(0)} µs/event (${(100 * svc.at(-1).serverCpuShare).toFixed(0)}% of a core); service ${svc.at(-1).perSecond.toFixed(0)} events/s, pg cursor ${floor.at(-1).perSecond.toFixed(0)} rows/s`,
    );
  }
  return { service: svc, floor };
}

// ---------------------------------------------------------------- 6. idle subscriptions

function readEld(file: string): Record<string, number> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function serverEld(pid: number, file: string): Promise<Record<string, number> | null> {
  const before = readEld(file)?.at ?? 0;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const e = readEld(file);
    if (e && e.at! > before) return e;
    await sleep(20);
  }
  return null;
}

async function idle(p: Params) {
  const gql = new Gql(p.url, 4);
  const n = p.subscriptions as number;
  const sessions = p.sessions as string[];
  // Warm the server's code paths (a few subscriptions opened and closed) before the baseline.
  const warm = await Promise.all(Array.from({ length: 20 }, () => wsClient(p.wsUrl)));
  for (const [i, c] of warm.entries())
    c.subscribe({ query: EVENTS, variables: { id: sessions[i % sessions.length] } }, { next() {}, error() {}, complete() {} });
  await sleep(500);
  await Promise.all(warm.map((c) => c.dispose()));
  await sleep(1500);
  const rssBefore = rssKiB(p.pid);
  const probe = fork(new URL('./probe.ts', import.meta.url).pathname, [p.url, String(p.probeIntervalMs)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => probe.once('message', () => resolve()));
  await serverEld(p.pid, p.eldFile); // reset the server's histogram
  const received = new Uint8Array(n);
  const errors: string[] = [];
  log(`idle: connecting ${n} WebSocket subscriptions`);
  const t0 = performance.now();
  const clients = await pool(
    Array.from({ length: n }, (_, i) => i),
    p.concurrency,
    async (i) => {
      const c = await wsClient(p.wsUrl, 60_000);
      c.subscribe(
        { query: EVENTS, variables: { id: sessions[i % sessions.length] } },
        {
          next: () => {
            received[i] = 1;
          },
          error: (e) => errors.push(String(JSON.stringify(e)).slice(0, 200)),
          complete: () => {},
        },
      );
      return c;
    },
  );
  const connectSeconds = (performance.now() - t0) / 1000;
  // Subscribe messages are in flight until the server answers them: let it settle before judging.
  await sleep(1000);
  const eldConnect = await serverEld(p.pid, p.eldFile);
  const probeResult = await new Promise<any>((resolve) => {
    probe.once('message', (m) => resolve(m));
    probe.send({ cmd: 'stop' });
  });
  // Prove every subscription is live: one append per session must reach all of them.
  await pool(sessions, 8, (id) => appendUser(gql, id, 'wake idle subscribers'));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && received.some((r) => r === 0)) await sleep(50);
  const live = received.reduce((a, b) => a + b, 0);
  await sleep(2000);
  const rssAfter = rssKiB(p.pid);
  const loadRss = Math.round(process.memoryUsage.rss() / 1024);
  log(`idle: ${live}/${n} live; server RSS ${rssBefore} → ${rssAfter} KiB`);
  await pool(clients, 200, async (c) => {
    await c.dispose();
  });
  await sleep(3000);
  const rssClosed = rssKiB(p.pid);
  gql.close();
  return {
    subscriptions: n,
    live,
    errors: errors.length,
    firstErrors: errors.slice(0, 3),
    connectSeconds,
    rssBeforeKiB: rssBefore,
    rssAfterKiB: rssAfter,
    rssAfterCloseKiB: rssClosed,
    perSubscriptionKiB: (rssAfter - rssBefore) / n,
    healthzDuringConnectMs: probeResult.summary,
    healthzWorst: probeResult.worst,
    serverEventLoopDelayDuringConnect: eldConnect,
    loadProcessRssKiB: loadRss,
  };
}

// ---------------------------------------------------------------- 8. large payloads

/** Deterministic text of `length` ASCII characters: words from a fixed list, so it compresses like prose, not like 'xxxx'. */
function proseText(length: number, seed: number): string {
  const words = [
    'the',
    'model',
    'returned',
    'a',
    'long',
    'answer',
    'about',
    'postgres',
    'indexes',
    'and',
    'query',
    'plans',
    'with',
    'several',
    'examples',
    'of',
    'tool',
    'calls',
    'streaming',
    'tokens',
    'context',
    'window',
    'session',
    'branch',
  ];
  const parts: string[] = [];
  let n = 0;
  let x = seed >>> 0 || 1;
  while (n < length) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const w = words[x % words.length]!;
    parts.push(w);
    n += w.length + 1;
  }
  return parts.join(' ').slice(0, length);
}

/**
 * `idleSubs` idle WebSocket subscribers (on other sessions) stay connected while `clients`
 * clients append `appends` messages of about `messageBytes` each (4 text blocks, each under the
 * default 1 MiB text limit); a separate prober times GET /healthz every `probeIntervalMs`.
 * `rounds` rounds with the same subscribers; every subscriber must still be live at the end.
 */
async function largePayloads(p: Params) {
  const gql = new Gql(p.url, p.clients + 2);
  const idleSessions = p.idleSessions as string[];
  const appendSessions = p.appendSessions as string[];
  const n = p.idleSubs as number;
  const received = new Uint8Array(n);
  const errors: string[] = [];
  log(`large payloads: connecting ${n} idle WebSocket subscribers`);
  const clients = await pool(
    Array.from({ length: n }, (_, i) => i),
    100,
    async (i) => {
      const c = await wsClient(p.wsUrl, 60_000);
      c.subscribe(
        { query: EVENTS, variables: { id: idleSessions[i % idleSessions.length] } },
        {
          next: () => {
            received[i] = 1;
          },
          error: (e) => errors.push(String(JSON.stringify(e)).slice(0, 200)),
          complete: () => {},
        },
      );
      return c;
    },
  );
  await sleep(1000);
  const blocks = 4;
  const blockChars = Math.floor((p.messageBytes - 200) / blocks);
  const message = { user: { content: Array.from({ length: blocks }, (_, b) => ({ text: { text: proseText(blockChars, 7 + b) } })) } };
  const messageBytes = Buffer.byteLength(JSON.stringify(message));
  const rounds: Record<string, any>[] = [];
  for (let r = 0; r < p.rounds; r++) {
    const probe = fork(new URL('./probe.ts', import.meta.url).pathname, [p.url, String(p.probeIntervalMs)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve) => probe.once('message', () => resolve()));
    await serverEld(p.pid, p.eldFile); // reset the server's histogram
    const rss0 = rssKiB(p.pid);
    let rssMax = rss0;
    const rssTimer = setInterval(() => {
      try {
        rssMax = Math.max(rssMax, rssKiB(p.pid));
      } catch {}
    }, 100);
    const cpu0 = cpuMs(p.pid);
    const latencies: number[] = [];
    let failed = 0;
    let firstError = '';
    let nextIndex = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: p.clients as number }, async (_, w) => {
        while (nextIndex < p.appends) {
          nextIndex += 1;
          const s = performance.now();
          try {
            await gql.request(APPEND, { input: { sessionId: appendSessions[w % appendSessions.length], message } }, 120_000);
            latencies.push(performance.now() - s);
          } catch (e) {
            failed += 1;
            firstError ||= (e as Error).message.slice(0, 300);
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const serverCpuMs = cpuMs(p.pid) - cpu0;
    clearInterval(rssTimer);
    const eld = await serverEld(p.pid, p.eldFile);
    const probeResult = await new Promise<any>((resolve) => {
      probe.once('message', (m) => resolve(m));
      probe.send({ cmd: 'stop' });
    });
    const round = {
      appends: latencies.length,
      failed,
      firstError,
      messageBytes,
      seconds,
      appendsPerSecond: latencies.length / seconds,
      megabytesPerSecond: (latencies.length * messageBytes) / 1e6 / seconds,
      appendLatencyMs: summarize(latencies),
      serverCpuMsPerAppend: serverCpuMs / Math.max(1, latencies.length),
      healthzMs: probeResult.summary,
      healthzWorst: probeResult.worst,
      serverEventLoopDelay: eld,
      serverRssKiB: { before: rss0, max: rssMax },
    };
    log(
      `large payloads round ${r + 1}: ${round.appends} × ${(messageBytes / 1e6).toFixed(2)} MB in ${seconds.toFixed(1)} s (${failed} failed); /healthz p99 ${round.healthzMs.p99} ms, max ${round.healthzMs.max} ms; server CPU ${round.serverCpuMsPerAppend.toFixed(0)} ms/append; RSS max ${Math.round(rssMax / 1024)} MiB`,
    );
    rounds.push(round);
  }
  // Every idle subscriber must still be live: one small append per idle session reaches all of them.
  await pool(idleSessions, 8, (id) => appendUser(gql, id, 'wake idle subscribers'));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && received.some((x) => x === 0)) await sleep(50);
  const live = received.reduce((a, b) => a + b, 0);
  await pool(clients, 200, async (c) => {
    await c.dispose();
  });
  gql.close();
  return { idleSubscribers: n, live, subscriberErrors: errors.length, firstSubscriberErrors: errors.slice(0, 3), rounds };
}

// ---------------------------------------------------------------- 7. context read

const CONTEXT = `query($id: ID!) { session(id: $id) { context { prompt { offset role content } } } }`;

async function context(p: Params) {
  const gql = new Gql(p.url, 2);
  const cases = p.sessions as { label: string; id: string }[];
  const samples: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.label, []]));
  const promptLength: Record<string, number> = {};
  for (let i = 0; i < p.warmup + p.iterations; i++) {
    for (const c of cases) {
      const { ms, value } = await timed(() => gql.request(CONTEXT, { id: c.id }));
      promptLength[c.label] = value.session.context.prompt.length;
      if (i >= p.warmup) samples[c.label]!.push(ms);
    }
  }
  gql.close();
  return { promptLength, cases: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])) };
}

// ---------------------------------------------------------------- dispatch

const scenarios: Record<string, (p: Params) => Promise<unknown>> = {
  shapeSession,
  createSessions,
  buildBranched,
  contextCheck,
  append,
  paging,
  fork: forkScenario,
  fanout,
  replay,
  idle,
  context,
  largePayloads,
};

process.on('message', async (msg: { id: number; scenario: string; params: Params }) => {
  try {
    const fn = scenarios[msg.scenario];
    if (!fn) throw new Error(`unknown scenario ${msg.scenario}`);
    const result = await fn(msg.params);
    process.send!({ id: msg.id, result });
  } catch (error) {
    process.send!({ id: msg.id, error: (error as Error).stack ?? String(error) });
  }
});
process.send!({ ready: true, median: median([1]) });
