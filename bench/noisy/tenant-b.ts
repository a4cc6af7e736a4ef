// Tenant B of the noisy-neighbour scenario, a child process of the harness: ordinary work at a
// fixed pace, every operation timed and every failure counted by its code.
//
// * One operation every `opIntervalMs`, in turn createSession, appendEntry (1 KiB user
//   message) and a page of 50 messages (of a 100-message session). Open loop: an operation
//   starts on schedule whether or not the previous ones have answered (at most 64 in flight),
//   so a stalled service shows up as latency instead of as fewer requests.
// * One turn at a time through the reference worker: addContextItem (a USER item) until the
//   worker's answer settles the request it opened (llmRequestSettled over WebSocket); a new
//   turn every `turnIntervalMs` at the earliest.
//
// IPC: { cmd: 'run', params } → { result }.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { summarize } from '../lib/client.js';
import { GraphQLHttp, type Outcome } from './http.js';
import { B_OPS, type BOp, type TenantBParams, type TenantBResult } from './b-ops.js';

const CREATE = 'mutation BCreate($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }';
const APPEND = 'mutation BAppend($input: AppendEntryInput!) { appendEntry(input: $input) { created entry { entryId } } }';
const PAGE = `query BPage($id: ID!) { session(id: $id) { messages(first: 50) { edges { cursor node { id entryId
  ... on MessageEntry { message { role content { ... on TextBlock { text } } } } } } pageInfo { hasNextPage endCursor } } } }`;
const SAY = 'mutation BSay($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }';
const SETTLED = `subscription BSettled($id: ID!) { llmRequestSettled(filter: { sessionId: $id }) { requestOffset result { __typename } } }`;
const STATE = 'query BState($id: ID!) { session(id: $id) { context { openRequest { offset } pendingTriggerOffset lastRequestOffset } } }';

const TEXT_1K = `${'b'.repeat(900)} — tenant B's ordinary 1 KiB user message, padded to size.`.padEnd(1024, '.');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function wsClient(url: string, token: string): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    keepAlive: 10_000,
    retryAttempts: 1000,
    shouldRetry: () => true,
    retryWait: () => sleep(200).then(() => {}),
    onNonLazyError: () => {},
  });
}

async function run(p: TenantBParams): Promise<TenantBResult> {
  const gql = new GraphQLHttp(p.url, p.token, 80);
  const latencies: Record<BOp, number[]> = { createSession: [], appendEntry: [], page: [], turn: [] };
  const failures: Record<BOp, Record<string, number>> = { createSession: {}, appendEntry: {}, page: {}, turn: {} };
  const firstFailure: Partial<Record<BOp, string>> = {};
  const record = (op: BOp, o: { code: string; ms: number; message?: string | undefined }) => {
    if (o.code === 'OK') latencies[op].push(o.ms);
    else {
      failures[op][o.code] = (failures[op][o.code] ?? 0) + 1;
      firstFailure[op] ??= `${o.code}${o.message ? `: ${o.message}` : ''}`;
    }
  };
  const t0 = performance.now();
  const deadline = t0 + p.durationMs;
  let reported = false;

  // ---- the paced operations
  const ops = [
    () => gql.post(CREATE, { input: { title: 'tenant B session', metadata: { bench: 'noisy-b' } } }, { timeoutMs: p.opTimeoutMs }),
    (k: number) =>
      gql.post(
        APPEND,
        { input: { sessionId: p.appendSessionIds[k % p.appendSessionIds.length], message: { user: { content: [{ text: { text: TEXT_1K } }] } } } },
        { timeoutMs: p.opTimeoutMs },
      ),
    () => gql.post(PAGE, { id: p.pageSessionId }, { timeoutMs: p.opTimeoutMs }),
  ];
  const names: BOp[] = ['createSession', 'appendEntry', 'page'];
  const checkShape = (op: BOp, o: Outcome): Outcome => {
    if (o.code !== 'OK') return o;
    const ok =
      op === 'createSession'
        ? Boolean(o.data?.createSession?.session?.id)
        : op === 'appendEntry'
          ? Boolean(o.data?.appendEntry?.entry?.entryId)
          : o.data?.session?.messages?.edges?.length === 50;
    return ok ? o : { ...o, code: 'WRONG_ANSWER' };
  };
  let inFlight = 0;
  const inFlightByOp: Record<BOp, number> = { createSession: 0, appendEntry: 0, page: 0, turn: 0 };
  let delayedStarts = 0;
  const pending = new Set<Promise<void>>();
  const paced = (async () => {
    for (let k = 0; ; k++) {
      const at = t0 + k * p.opIntervalMs;
      if (at >= deadline) break;
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight >= 64 && performance.now() < deadline) {
        delayedStarts += 1;
        await sleep(5);
      }
      const op = names[k % names.length]!;
      inFlight += 1;
      inFlightByOp[op] += 1;
      const job = ops[k % ops.length]!(Math.floor(k / ops.length))
        .then((o) => {
          if (!reported) record(op, checkShape(op, o));
        })
        .finally(() => {
          inFlight -= 1;
          inFlightByOp[op] -= 1;
          pending.delete(job);
        });
      pending.add(job);
    }
  })();

  // ---- the turns
  const ws = wsClient(p.wsUrl, p.token);
  const settled = new Map<number, { at: number; kind: string }>();
  let subscriptionError = '';
  const unsubscribe = ws.subscribe(
    { query: SETTLED, variables: { id: p.turnSessionId } },
    {
      next: (msg) => {
        const ev = (msg.data as any)?.llmRequestSettled;
        if (ev) settled.set(ev.requestOffset, { at: performance.now(), kind: ev.result?.__typename ?? '?' });
      },
      error: (e) => (subscriptionError = String((e as Error)?.message ?? JSON.stringify(e)).slice(0, 200)),
      complete: () => {},
    },
  );
  await sleep(300); // the subscription is registered before the first turn
  const turns = (async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      inFlightByOp.turn = 1;
      const said = await gql.post(
        SAY,
        { input: { sessionId: p.turnSessionId, item: { role: 'USER', content: `tenant B asks a question at ${Date.now()}` } } },
        { timeoutMs: p.opTimeoutMs },
      );
      if (said.code !== 'OK') record('turn', said);
      else {
        const itemOffset = said.data.addContextItem.offset as number;
        const found = () => [...settled.entries()].find(([offset]) => offset > itemOffset);
        const turnDeadline = start + p.turnTimeoutMs;
        let lastPoll = performance.now();
        let outcome: { code: string; ms: number; message?: string } | null = null;
        while (!outcome) {
          const hit = found();
          if (hit) {
            settled.delete(hit[0]);
            outcome = { code: hit[1].kind === 'LlmSucceeded' ? 'OK' : `TURN_${hit[1].kind}`, ms: hit[1].at - start };
            break;
          }
          if (performance.now() > turnDeadline) {
            outcome = { code: 'TURN_TIMEOUT', ms: p.turnTimeoutMs, message: subscriptionError || `no settled event within ${p.turnTimeoutMs} ms` };
            break;
          }
          // The WebSocket may have reconnected and missed the event: look at the context itself now and then.
          if (performance.now() - lastPoll > 3000) {
            lastPoll = performance.now();
            const s = await gql.post(STATE, { id: p.turnSessionId }, { timeoutMs: 5000 });
            const c = s.data?.session?.context;
            if (s.code === 'OK' && c && !c.openRequest && c.pendingTriggerOffset === null && (c.lastRequestOffset ?? 0) > itemOffset) {
              outcome = { code: 'OK', ms: performance.now() - start };
              break;
            }
          }
          await sleep(2);
        }
        if (!reported) record('turn', outcome);
      }
      inFlightByOp.turn = 0;
      const next = start + p.turnIntervalMs - performance.now();
      if (next > 0 && performance.now() + next < deadline) await sleep(next);
    }
  })();

  // Bounded: whatever has not answered by the last operation's timeout (plus a margin) is counted
  // as failed (STILL_IN_FLIGHT), and the figures are reported anyway.
  const hardEnd = p.durationMs + p.opTimeoutMs + p.turnTimeoutMs + 8000;
  await Promise.race([Promise.all([paced, turns]).then(() => Promise.all([...pending])), sleep(Math.max(0, t0 + hardEnd - performance.now()))]);
  reported = true;
  for (const op of B_OPS) if (inFlightByOp[op] > 0) failures[op].STILL_IN_FLIGHT = (failures[op].STILL_IN_FLIGHT ?? 0) + inFlightByOp[op];
  unsubscribe();
  await Promise.race([ws.dispose(), sleep(2000)]);
  gql.close();
  const seconds = (performance.now() - t0) / 1000;
  const summaryOf = (op: BOp) => {
    const failed = Object.values(failures[op]).reduce((a, b) => a + b, 0);
    return { ...summarize(latencies[op]), failed, failures: failures[op], ...(firstFailure[op] ? { firstFailure: firstFailure[op] } : {}) };
  };
  const all = B_OPS.flatMap((op) => latencies[op]);
  return {
    seconds,
    ops: Object.fromEntries(B_OPS.map((op) => [op, summaryOf(op)])) as TenantBResult['ops'],
    all: { ...summarize(all), failed: B_OPS.reduce((acc, op) => acc + Object.values(failures[op]).reduce((a, b) => a + b, 0), 0) },
    delayedStarts,
  };
}

process.on('message', async (msg: { cmd: string; params: TenantBParams }) => {
  if (msg.cmd !== 'run') return;
  try {
    process.send!({ result: await run(msg.params) });
  } catch (error) {
    process.send!({ error: (error as Error).stack ?? String(error) });
  }
});
process.send!({ ready: true });
