// Tenant A of the noisy-neighbour scenario, a child process of the harness: the worst requests
// of issue 20, each in its own bounded loop, all at once, until told to stop. Every answer is
// counted by outcome (OK, the error code, an HTTP status, a socket error, a client timeout)
// per attack; requests still unanswered at the stop are counted as IN_FLIGHT_AT_STOP.
//
//   a2Page      messages(first: 200) of a session whose 200 messages each reference one
//               attachment from 256 file blocks (one lookup per block without batching)
//   a2Sessions  30 aliases of sessions(first: 200) { attachments draft }
//   search      searchSessions(first: 200) over sessions with ~100 k-character messages, many at once
//   c1Chunks    appendLlmResponseChunk in a loop on a request whose context holds 24 × 1 MB items
//   c1Prompt    20 aliases of context.openRequest.prompt on that session
//   claims      a burst of turns opened, then claimed and re-claimed in a loop (a worker id of A's)
//   slowTurns   turns the shared reference worker serves, which the model answers slowly
//   slowBodies  raw sockets announcing a large Content-Length and sending a byte a second
//   setup       the per-phase sessions, the trigger on the big context, looking up its open request
//
// IPC: { cmd: 'run', params } → { started } once under way; { cmd: 'stop' } → { result }.
import { summarize } from '../lib/client.js';
import { GraphQLHttp, slowBody, type Outcome } from './http.js';

export interface TenantAParams {
  url: string;
  token: string;
  /** Session whose messages reference one attachment from many file blocks. */
  a2SessionId: string;
  searchWord: string;
  c1SessionId: string;
  /** A phase tag: A's per-phase sessions carry it as metadata `noisyPhase`. */
  phase: string;
  /** Metadata that makes the shared reference worker serve a session. */
  workerPool: Record<string, string>;
  concurrency: {
    a2Page: number;
    a2Sessions: number;
    search: number;
    c1Chunks: number;
    c1Prompt: number;
    claims: number;
    slowBodies: number;
  };
  claimSessions: number;
  slowTurnSessions: number;
  slowTurnWord: string;
  promptAliases: number;
  sessionAliases: number;
  requestTimeoutMs: number;
  maxSeconds: number;
}

export type Attack = 'setup' | 'a2Page' | 'a2Sessions' | 'search' | 'c1Chunks' | 'c1Prompt' | 'claims' | 'slowTurns' | 'slowBodies';

interface Tally {
  outcomes: Record<string, number>;
  okMs: number[];
  /** Largest answer (bytes). */
  maxBytes: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

const A2_PAGE = `query A2Page($id: ID!) { session(id: $id) { messages(first: 200) { edges { node { id
  ... on MessageEntry { message { content { __typename ... on FileBlock { attachment { id filename size mime } } ... on ImageBlock { imageAttachment: attachment { id } } } } } } } } } }`;
const a2Sessions = (aliases: number) =>
  `query A2Sessions { ${Array.from(
    { length: aliases },
    (_, i) => `s${i}: sessions(first: 200) { nodes { id attachments(first: 50) { nodes { id filename size } } draft { text attachments { id } } } }`,
  ).join('\n')} }`;
const SEARCH = `query S1($q: String!) { searchSessions(query: $q, first: 200) { nodes { rank session { id title } snippets { entryId text } } } }`;
const CHUNK = 'mutation C1Chunk($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }';
const c1Prompt = (aliases: number) =>
  `query C1Prompt($id: ID!) { session(id: $id) { context { ${Array.from({ length: aliases }, (_, i) => `p${i}: openRequest { offset prompt { offset role content } }`).join(' ')} } } }`;
const SAY = 'mutation ASay($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }';
const CREATE = 'mutation ACreate($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }';
const CLAIMABLE = 'query AClaimable($w: String) { claimableLlmRequests(limit: 100, workerId: $w) { sessionId offset } }';
const CLAIM = 'mutation AClaim($input: ClaimLlmRequestInput!) { claimLlmRequest(input: $input) { claimed } }';

async function run(p: TenantAParams, stop: AbortSignal, started: () => void) {
  const tallies = new Map<Attack, Tally>();
  const tally = (a: Attack) => {
    let t = tallies.get(a);
    if (!t) tallies.set(a, (t = { outcomes: {}, okMs: [], maxBytes: 0 }));
    return t;
  };
  const count = (a: Attack, o: Pick<Outcome, 'code' | 'ms'> & { bytes?: number }) => {
    const t = tally(a);
    t.outcomes[o.code] = (t.outcomes[o.code] ?? 0) + 1;
    if (o.code === 'OK') t.okMs.push(o.ms);
    t.maxBytes = Math.max(t.maxBytes, o.bytes ?? 0);
  };
  const clients: GraphQLHttp[] = [];
  const client = (n: number) => {
    const c = new GraphQLHttp(p.url, p.token, n + 2);
    clients.push(c);
    return c;
  };
  const inFlight = new Map<Attack, number>();
  const call = async (a: Attack, c: GraphQLHttp, query: string, variables: Record<string, unknown> = {}, keepBytes = 4 * 1024 * 1024) => {
    inFlight.set(a, (inFlight.get(a) ?? 0) + 1);
    try {
      const o = await c.post(query, variables, { timeoutMs: p.requestTimeoutMs, keepBytes });
      if (!stop.aborted) count(a, o);
      return o;
    } finally {
      inFlight.set(a, inFlight.get(a)! - 1);
    }
  };
  /** `n` loops of `body` until the stop; a loop that gets refused waits a little before trying again, as a client honouring Retry-After would not, but a script would. */
  const loops = (n: number, body: (i: number) => Promise<unknown>) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        while (!stop.aborted) {
          await body(i);
          await sleep(20, stop);
        }
      }),
    );
  const setup = client(4);
  const notes: string[] = [];

  // ---- per-phase sessions: the claim burst (A claims them itself) and the slow turns (the shared worker serves them)
  const create = async (title: string, metadata: Record<string, string>) => {
    const o = await call('setup', setup, CREATE, { input: { title, metadata } });
    return (o.data?.createSession?.session?.id as string | undefined) ?? null;
  };
  // Tagged with the phase so the harness can delete them afterwards even if this process dies.
  const tag = { noisyPhase: p.phase };
  const claimIds = (await Promise.all(Array.from({ length: p.claimSessions }, (_, i) => create(`A claim ${i}`, tag)))).filter(Boolean) as string[];
  const turnIds = (
    await Promise.all(Array.from({ length: p.slowTurnSessions }, (_, i) => create(`A slow turn ${i}`, { ...tag, ...p.workerPool })))
  ).filter(Boolean) as string[];
  // C1: make sure the big context has an open request to stream chunks to.
  const c1Trigger = await call('setup', setup, SAY, {
    input: { sessionId: p.c1SessionId, item: { role: 'USER', content: `A wants an answer (${p.phase})` } },
  });
  // ... and find that request (A's own sessions are listed to A) before the attacks begin.
  let c1Offset: number | null = null;
  const until = performance.now() + 20_000;
  while (c1Offset === null && !stop.aborted && performance.now() < until) {
    const o = await call('setup', setup, CLAIMABLE, { w: null });
    const list = (o.data?.claimableLlmRequests ?? []) as { sessionId: string; offset: number }[];
    c1Offset = list.find((r) => r.sessionId === p.c1SessionId)?.offset ?? null;
    if (c1Offset === null) await sleep(250, stop);
  }
  started();

  const tasks: Promise<unknown>[] = [];
  // ---- A2
  const a2 = client(p.concurrency.a2Page);
  tasks.push(loops(p.concurrency.a2Page, () => call('a2Page', a2, A2_PAGE, { id: p.a2SessionId })));
  const a2s = client(p.concurrency.a2Sessions);
  const a2sQuery = a2Sessions(p.sessionAliases);
  tasks.push(loops(p.concurrency.a2Sessions, () => call('a2Sessions', a2s, a2sQuery)));
  // ---- S1
  const s1 = client(p.concurrency.search);
  tasks.push(loops(p.concurrency.search, () => call('search', s1, SEARCH, { q: p.searchWord })));
  // ---- C1: chunks and prompt reads on the big context's open request
  const c1 = client(p.concurrency.c1Chunks + p.concurrency.c1Prompt);
  if (c1Offset === null)
    notes.push(`c1: no open request on the big context within 20 s of its trigger (${c1Trigger.code}): no chunks, no prompt reads`);
  else {
    let sequence = 0;
    const promptQuery = c1Prompt(p.promptAliases);
    tasks.push(
      loops(p.concurrency.c1Chunks, () =>
        call('c1Chunks', c1, CHUNK, { input: { sessionId: p.c1SessionId, requestOffset: c1Offset, sequence: sequence++, chunk: 'tok '.repeat(25) } }),
      ),
      loops(p.concurrency.c1Prompt, () => call('c1Prompt', c1, promptQuery, { id: p.c1SessionId }, 1024 * 1024)),
    );
  }
  // ---- the claim burst: a turn opened on every claim session at once, then claims and renewals in a loop
  const cl = client(p.concurrency.claims);
  tasks.push(
    (async () => {
      await Promise.all(claimIds.map((id) => call('claims', cl, SAY, { input: { sessionId: id, item: { role: 'USER', content: 'claim me' } } })));
      await loops(p.concurrency.claims, async (i) => {
        const o = await call('claims', cl, CLAIMABLE, { w: 'tenant-a-hog' });
        const mine = ((o.data?.claimableLlmRequests ?? []) as { sessionId: string; offset: number }[]).filter((r) => claimIds.includes(r.sessionId));
        for (const r of mine.filter((_, k) => k % p.concurrency.claims === i)) {
          if (stop.aborted) break;
          await call('claims', cl, CLAIM, { input: { sessionId: r.sessionId, requestOffset: r.offset, workerId: 'tenant-a-hog', leaseMs: 300_000 } });
        }
      });
    })(),
  );
  // ---- slow turns for the shared worker: a new question on every turn session every second
  const st = client(p.slowTurnSessions);
  tasks.push(
    Promise.all(
      turnIds.map(async (id, i) => {
        for (let k = 0; !stop.aborted; k++) {
          await call('slowTurns', st, SAY, { input: { sessionId: id, item: { role: 'USER', content: `${p.slowTurnWord} question ${i}.${k}` } } });
          await sleep(1000, stop);
        }
      }),
    ),
  );
  // ---- slow bodies: 10 MB announced (one of them 4 MB), a byte a second; one without credentials
  const u = new URL(p.url);
  tasks.push(
    Promise.all(
      Array.from({ length: p.concurrency.slowBodies }, async (_, i) => {
        while (!stop.aborted) {
          const r = await slowBody(
            {
              host: u.hostname,
              port: Number(u.port),
              announcedBytes: i === 0 ? 4_194_304 : 10_485_760,
              token: i === p.concurrency.slowBodies - 1 ? null : p.token,
              byteIntervalMs: 1000,
            },
            stop,
          );
          count('slowBodies', { code: r.code === 'OPEN_AT_STOP' ? 'OPEN_AT_STOP' : r.code, ms: r.ms });
          await sleep(1000, stop);
        }
      }),
    ),
  );

  const hardStop = setTimeout(() => notes.push('A stopped by its own time limit'), p.maxSeconds * 1000);
  await new Promise<void>((resolve) => (stop.aborted ? resolve() : stop.addEventListener('abort', () => resolve())));
  clearTimeout(hardStop);
  for (const [a, n] of inFlight) if (n > 0) tally(a).outcomes.IN_FLIGHT_AT_STOP = (tally(a).outcomes.IN_FLIGHT_AT_STOP ?? 0) + n;
  for (const c of clients) c.close();
  await Promise.race([Promise.allSettled(tasks), sleep(5000)]);
  return {
    attacks: Object.fromEntries(
      [...tallies].map(([a, t]) => [a, { outcomes: t.outcomes, okMs: t.okMs.length ? summarize(t.okMs) : null, maxAnswerBytes: t.maxBytes }]),
    ),
    perPhaseSessions: { claim: claimIds, slowTurn: turnIds },
    notes,
  };
}

const controller = new AbortController();
let result: Promise<unknown> | null = null;
process.on('message', async (msg: { cmd: string; params?: TenantAParams }) => {
  if (msg.cmd === 'run' && msg.params && !result) {
    const p = msg.params;
    const limit = setTimeout(() => controller.abort(), p.maxSeconds * 1000);
    result = run(p, controller.signal, () => process.send!({ started: true }))
      .then((r) => ({ result: r }))
      .catch((error) => ({ error: (error as Error).stack ?? String(error) }))
      .finally(() => clearTimeout(limit));
  }
  if (msg.cmd === 'stop') {
    controller.abort();
    const out = result ? await result : { error: 'never started' };
    process.send!(out, () => process.exit(0));
  }
});
process.send!({ ready: true });
